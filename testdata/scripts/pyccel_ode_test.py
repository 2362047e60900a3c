# Port of pyccel-benchmarks' ODE test module (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/ode_test.py; MIT licence, Copyright (c) 2022 Pyccel; adapted there from
# J. Burkardt's examples): the parts the *_mod.py files do not have: leapfrog (with
# `aold = anew`, which binds the same array, so the next dydt call changes aold too: the
# source's semantics, kept), the predator-prey and simple-harmonic right-hand sides, and the
# tests that use them. `from typing import Final` and the `Final[float[:]]` annotations kept;
# every function gets @alpyna.jit (the integrators are the kernels, the right-hand sides are
# called from them). Changed: each *_test returns (t, y) so that the driver can print them; the
# driver runs them with n steps (sys.argv[1], 2000 by default).
import sys
import time
from typing import Final
from numpy import zeros
from numpy import linspace

import numpy as np

import alpyna

# ================================================================
@alpyna.jit
def midpoint_explicit (dydt: '()(float, Final[float[:]], float[:])',
                       tspan: 'float[:]', y0: 'float[:]', n: int,
                       t: 'float[:]', y: 'float[:,:]'):

    m = len( y0 )
    ym = zeros(m)

    dt = ( tspan[1] - tspan[0] ) / float ( n )

    t[0] = tspan[0]
    y[0,:] = y0[:]

    for i in range ( 0, n ):

        tm = t[i]   + 0.5 * dt
        dydt ( t[i], y[i,:], ym[:] )
        ym[:] = y[i,:] + 0.5 * dt * ym[:]

        t[i+1]   = t[i]   + dt
        dydt ( tm, ym[:], y[i+1,:] )
        y[i+1,:] = y[i,:] + dt * y[i+1,:]

# ================================================================
@alpyna.jit
def leapfrog (dydt: '()(float, Final[float[:]], float[:])',
              tspan: 'float[:]', y0: 'float[:]', n: int,
              t: 'float[:]', y: 'float[:,:]'):

    # TODO len(y0) == 2
    m = len( y0 )
    anew = zeros(m)

    t0 = tspan[0]
    tstop = tspan[1]
    dt = ( tstop - t0 ) / n

    for i in range ( 0, n + 1 ):

        if ( i == 0 ):
            t[0]   = t0
            y[0,0] = y0[0]
            y[0,1] = y0[1]
            dydt ( t[i], y[i,:], anew )

        else:
            t[i]   = t[i-1] + dt
            aold   = anew
            y[i,0] = y[i-1,0] + dt * ( y[i-1,1] + 0.5 * dt * aold[1] )
            dydt ( t[i], y[i,:], anew )
            y[i,1] = y[i-1,1] + 0.5 * dt * ( aold[1] + anew[1] )

# ================================================================
@alpyna.jit
def predator_prey_deriv ( t: 'float', rf: 'float[:]', out: 'float[:]' ):

    r = rf[0]
    f = rf[1]

    drdt =    2.0 * r - 0.001 * r * f
    dfdt = - 10.0 * f + 0.002 * r * f

    out[0] = drdt
    out[1] = dfdt

# ================================================================
@alpyna.jit
def shm_deriv ( x: 'float', y: 'float[:]', out: 'float[:]' ):

    out[0] =   y[1]
    out[1] = - y[0]

# ================================================================
# pythran export midpoint_explicit_predator_prey_test(float[:],float[:],int)
def midpoint_explicit_predator_prey_test ( tspan: 'float[:]', y0: 'float[:]', n: int ):

    m = len ( y0 )

    t = zeros ( n + 1 )
    y = zeros ( [ n + 1, m ] )

    midpoint_explicit ( predator_prey_deriv, tspan, y0, n, t, y )
    return t, y

# ================================================================
def leapfrog_shm_test ( tspan: 'float[:]', y0: 'float[:]', n: int ):

    m = len ( y0 )

    t = zeros ( n + 1 )
    y = zeros ( [ n + 1, m ] )

    leapfrog ( shm_deriv, tspan, y0, n, t, y )
    return t, y


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    t, y = leapfrog_shm_test(np.array([0.0, 10.0]), np.array([1.0, 0.0]), n)
    print("leapfrog", repr(float(t[-1])), repr(float(y[-1, 0])), repr(float(y[-1, 1])), repr(float(y.sum())))
    t, y = midpoint_explicit_predator_prey_test(np.array([0.0, 5.0]), np.array([5000.0, 100.0]), n)
    print("predator_prey", repr(float(y[-1, 0])), repr(float(y[-1, 1])), repr(float(y[:, 0].max())))
    print(y[n // 2])
    x = linspace(0.0, 1.0, 3)
    print(x)
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        leapfrog_shm_test(np.array([0.0, 10.0]), np.array([1.0, 0.0]), n)
        print("time %.4f" % (time.perf_counter() - t0))


main()
