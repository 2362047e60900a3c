# Port of numba/numba-examples examples/lennard_jones/numba_scalar_impl.py and
# numba_scalar_prange_impl.py (BSD-2-Clause, numba/numba-examples): the Lennard-Jones potential
# energy of a cluster, a triangular pair loop calling two scalar helpers. @numba.njit becomes
# @alpyna.jit and numba.prange becomes range. The driver builds a seeded cluster instead of the
# example's input generator.
import sys

import numpy as np

import alpyna


@alpyna.jit
def lj_numba_scalar(r):
    sr6 = (1./r)**6
    pot = 4.*(sr6*sr6 - sr6)
    return pot


@alpyna.jit
def distance_numba_scalar(atom1, atom2):
    dx = atom2[0] - atom1[0]
    dy = atom2[1] - atom1[1]
    dz = atom2[2] - atom1[2]

    r = (dx * dx + dy * dy + dz * dz) ** 0.5

    return r


@alpyna.jit
def potential_numba_scalar(cluster):
    energy = 0.0
    for i in range(len(cluster)-1):
        for j in range(i + 1, len(cluster)):
            r = distance_numba_scalar(cluster[i], cluster[j])
            e = lj_numba_scalar(r)
            energy += e

    return energy


@alpyna.jit
def lj_numba_scalar_prange(r):
    sr6 = (1./r)**6
    pot = 4.*(sr6*sr6 - sr6)
    return pot


@alpyna.jit
def distance_numba_scalar_prange(atom1, atom2):
    dx = atom2[0] - atom1[0]
    dy = atom2[1] - atom1[1]
    dz = atom2[2] - atom1[2]

    r = (dx * dx + dy * dy + dz * dz) ** 0.5

    return r


@alpyna.jit
def potential_numba_scalar_prange(cluster):
    energy = 0.0
    # numba.prange requires parallel=True flag to compile.
    # It causes the loop to run in parallel in multiple threads.
    for i in range(len(cluster)-1):
        for j in range(i + 1, len(cluster)):
            r = distance_numba_scalar_prange(cluster[i], cluster[j])
            e = lj_numba_scalar_prange(r)
            energy += e

    return energy


def make_cluster(n):
    # atoms on a jittered cubic lattice of spacing 1.1, so no pair is too close
    side = int(round(n ** (1.0 / 3.0))) + 1
    rng = np.random.RandomState(11)
    pts = []
    for a in range(side):
        for b in range(side):
            for c in range(side):
                if len(pts) < n:
                    pts.append((a * 1.1, b * 1.1, c * 1.1))
    return np.array(pts) + 0.05 * rng.random_sample((n, 3))


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    cluster = make_cluster(n)
    print(f"{potential_numba_scalar(cluster):.6e}")
    print(f"{potential_numba_scalar_prange(cluster):.6e}")
    print(f"{potential_numba_scalar(cluster[: n // 2]):.6e}")


main()
