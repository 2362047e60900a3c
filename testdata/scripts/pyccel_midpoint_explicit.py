# Port of pyccel-benchmarks' ODE test for the explicit midpoint method (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/midpoint_explicit_mod.py; MIT licence, Copyright (c) 2022 Pyccel; adapted there from J. Burkardt's
# examples). The integrator takes the right-hand side dydt as a parameter and calls it with rows
# and slices of y; every function gets @alpyna.jit, as the Numba version has @njit(fastmath=True)
# on each; annotations kept (pyccel's function type '()(real, const real[:], real[:])'). The source calls zeros without importing it (a NameError under CPython): `from numpy import zeros` added.
# The test's long docstring is shortened. The driver runs the test at the benchmark's step
# dt = 0.002 with n steps (sys.argv[1]; the benchmark takes 1000000) and at n = 200 over [0, 2].
import sys
import time

import numpy as np
from numpy import zeros
import alpyna


# ================================================================
@alpyna.jit
def midpoint_explicit (dydt: '()(real, const real[:], real[:])',
                       tspan: 'real[:]', y0: 'real[:]', n: int,
                       t: 'real[:]', y: 'real[:,:]'):
    """
    Function implementing the explicit midpoint method
    """

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
def humps_fun(x: float):
    """
    Humps function
    """

    y = 1.0 / ( ( x - 0.3 )**2 + 0.01 ) \
            + 1.0 / ( ( x - 0.9 )**2 + 0.04 ) \
            - 6.0

    return y

# ================================================================
@alpyna.jit
def humps_deriv(x: 'real', y: 'real[:]', out: 'real[:]'):
    """
    Derivative of the humps function
    """

    out[0] = - 2.0 * ( x - 0.3 ) / ( ( x - 0.3 )**2 + 0.01 )**2 - 2.0 * ( x - 0.9 ) / ( ( x - 0.9 )**2 + 0.04 )**2

# ================================================================
# pythran export midpoint_explicit_humps_test(float, float, int)
@alpyna.jit
def midpoint_explicit_humps_test(t0: float, t1: float, n: int):
    """
    Compute an approximate solution y_h(t) ~= y(t) of the initial
    value problem

      dy/dt = f(t)
      y(t0) = y0

    over the interval [t0, t1].

    Numerical integration is performed with n uniform steps of the
    the explicit midpoint method.
    """

    # Time interval and initial conditions
    tspan = np.array([t0, t1])
    y0 = np.array([humps_fun(t0)])

    # Uniform time array where solution should be computed
    t = np.linspace(t0, t1, n + 1)

    # Empty array which will contain numerical solution
    yh = np.zeros((n + 1, 1))

    # Time integration
    midpoint_explicit(humps_deriv, tspan, y0, n, t, yh)

    # Error at final time
    err = yh[-1, 0] - humps_fun(t1)

    return err


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 50000
    # The benchmark calls midpoint_explicit_humps_test(0., 2000., 1000000): the same step dt = 0.002 here.
    t1 = 0.002 * n
    err = midpoint_explicit_humps_test(0., t1, n)
    print("n", n, "err", repr(err))
    err = midpoint_explicit_humps_test(0., 2., 200)
    print("n", 200, "err", repr(err))
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        midpoint_explicit_humps_test(0., t1, n)
        print("time %.4f" % (time.perf_counter() - t0))


main()
