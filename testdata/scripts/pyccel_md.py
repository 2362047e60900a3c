# Port of pyccel-benchmarks' molecular dynamics test (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/md_mod.py; MIT licence, Copyright (c) 2022 Pyccel; adapted there from
# J. Burkardt's examples). Every function gets @alpyna.jit, as numba_md_mod.py has
# @njit(fastmath=True) on each (that file is otherwise the same); `from numpy import zeros, sqrt,
# pi, sin` and the annotations kept. Changed: md calls `compute`, which the module does not
# define (the function is compute_force; a NameError under CPython): the calls say compute_force;
# test_md takes p_num and step_num (100 and 5000 in the source; sys.argv[1] and [2] here, 24 and
# 60 by default) and the driver prints the energies (to 12 digits: they are float reductions)
# and a few positions.
import sys
import time

from numpy import zeros
from numpy import sqrt
from numpy import pi
from numpy import sin

import alpyna


# ================================================================
@alpyna.jit
def compute_force ( p_num: int, d_num: int, pos: 'double[:,:]', vel: 'double[:,:]',
             mass: float, force: 'double[:,:]' ):
    """ Calculate the forces associated with the current configuration
    """

    rij = zeros ( d_num )

    for i in range ( 0, p_num ):
        #
        #  Compute the forces.
        #
        for j in range ( 0, p_num ):
            if ( i != j ):
                #  Compute RIJ, the displacement vector.
                for k in range ( 0, d_num ):
                    rij[k] = pos[k,i] - pos[k,j]

                #  Compute D and D2, a distance and a truncated distance.
                d = 0.0
                for k in range ( 0, d_num ):
                    d = d + rij[k] ** 2

                d = sqrt ( d )
                d2 = min ( d, pi / 2.0 )

                #  Add particle J's contribution to the force on particle I.
                for k in range ( 0, d_num ):
                    force[k,i] = force[k,i] - rij[k] * sin ( 2.0 * d2 ) / d

# ================================================================
@alpyna.jit
def update ( p_num: int, d_num: int, pos: 'double[:,:]', vel: 'double[:,:]',
            force: 'double[:,:]', acc: 'double[:,:]', mass: float, dt: float ):
    """ Update the position, velocity and force of the particles
    """

    rmass = 1.0 / mass
    #
    #  Update positions.
    #
    pos += vel * dt + 0.5 * acc * dt * dt
    #
    #  Update velocities.
    #
    vel += 0.5 * dt * ( force * rmass + acc )
    #
    #  Update accelerations.
    #
    acc[:] = force * rmass

# ================================================================
@alpyna.jit
def r8mat_uniform_ab ( r: 'double[:,:]', m: int, n: int, a: float, b: float, seed: int ):
    """ Fill r with random numbers with a uniform distribution
    """

    i4_huge = 2147483647

    if ( seed <= 0 ):
        seed = seed + i4_huge

    elif ( seed > 0 ):

        for j in range ( 0, n ):
            for i in range ( 0, m ):

                k = ( seed // 127773 )

                seed = 16807 * ( seed - k * 127773 ) - k * 2836

                seed = ( seed % i4_huge )

                if ( seed <= 0 ):
                    seed = seed + i4_huge

                r[i,j] = a + ( b - a ) * seed * 4.656612875E-10

    return seed

# ================================================================
@alpyna.jit
def initialize ( pos: 'double[:,:]', p_num: int, d_num: int ):
    """ Initialise the positions of the particles
    """
    #  Positions.
    seed = 123456789
    seed = r8mat_uniform_ab ( pos, d_num, p_num, 0.0, 10.0, seed )

# ================================================================
@alpyna.jit
def md (d_num: int, p_num: int, step_num: int, dt: float,
        vel: 'double[:,:]', acc: 'double[:,:]',
        force: 'double[:,:]', pos: 'double[:,:]'):
    """ Run molecular dynamics simulation
    """

    mass = 1.0

    initialize ( pos, p_num, d_num )
    compute_force ( p_num, d_num, pos, vel, mass, force )

    for _ in range ( step_num ):
        update ( p_num, d_num, pos, vel, force, acc, mass, dt )
        compute_force ( p_num, d_num, pos, vel, mass, force )

# ================================================================
# pythran export test_md()
@alpyna.jit
def test_md ( p_num, step_num ):
    """ Run molecular dynamics test
    """

    #  Input
    d_num = 3
    mass = 1.
    dt = 0.1
    #  Velocities.
    vel = zeros ( ( d_num, p_num ) )
    #  Accelerations.
    acc = zeros ( ( d_num, p_num ) )
    # Forces
    force = zeros ( ( d_num, p_num ) )
    # Positions
    pos = zeros ( ( d_num, p_num ) )

    md(d_num, p_num, step_num, dt, vel, acc, force, pos)
    rij = zeros ( d_num )

    potential = 0.0

    for i in range ( 0, p_num ):
        #
        #  Compute the potential energy.
        #
        for j in range ( 0, p_num ):
            if ( i != j ):
                #  Compute RIJ, the displacement vector.
                for k in range ( 0, d_num ):
                    rij[k] = pos[k,i] - pos[k,j]

                #  Compute D and D2, a distance and a truncated distance.
                d = 0.0
                for k in range ( 0, d_num ):
                    d = d + rij[k] ** 2

                d = sqrt ( d )
                d2 = min ( d, pi / 2.0 )

                #  Attribute half of the total potential energy to particle J.
                potential = potential + 0.5 * sin ( d2 ) * sin ( d2 )
    #
    #  Compute the kinetic energy.
    #
    kinetic = 0.0
    for k in range ( 0, d_num ):
        for j in range ( 0, p_num ):
            kinetic = kinetic + vel[k,j] ** 2

    kinetic = 0.5 * mass * kinetic

    return potential, kinetic


def main():
    p_num = int(sys.argv[1]) if len(sys.argv) > 1 else 24
    step_num = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    potential, kinetic = test_md(p_num, step_num)
    # Both energies are float sums in nests, which alpyna may add in another order (in parallel,
    # or on the gpu): 12 digits, as the parfors corpus prints reductions.
    print("potential %.12e" % potential)
    print("kinetic %.12e" % kinetic)
    pos = zeros((3, 5))
    seed = r8mat_uniform_ab(pos, 3, 5, 0.0, 10.0, 123456789)
    print(seed, pos[:, 0])
    if len(sys.argv) > 3:
        t0 = time.perf_counter()
        test_md(p_num, step_num)
        print("time %.4f" % (time.perf_counter() - t0))


main()
