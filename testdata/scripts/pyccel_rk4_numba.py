# Port of pyccel-benchmarks' ODE test for the fourth order Runge-Kutta method (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/numba_rk4_mod.py; MIT licence, Copyright (c) 2022 Pyccel; adapted there from J. Burkardt's
# examples). The integrator takes the right-hand side dydt as a parameter and calls it with rows
# and slices of y; every function gets @alpyna.jit, as the Numba version has @njit(fastmath=True)
# on each; annotations kept (pyccel's function type '()(real, const real[:], real[:])'). This is the Numba version: np.zeros, 'float' annotations.
# The test's long docstring is shortened. The driver runs the test at the benchmark's step
# dt = 0.002 with n steps (sys.argv[1]; the benchmark takes 1000000) and at n = 200 over [0, 2].
import sys
import time

import numpy as np
from numpy import zeros
import alpyna


# ================================================================
@alpyna.jit
def rk4(dydt: '()(float, float[:], float[:])',
        tspan: 'float[:]', y0: 'float[:]', n: int,
        t: 'float[:]', y: 'float[:,:]'):
    """
    Function implementing a fourth order Runge-Kutta method
    """

    m = len(y0)
    f1 = np.zeros(m)
    f2 = np.zeros(m)
    f3 = np.zeros(m)
    f4 = np.zeros(m)

    tfirst = tspan[0]
    tlast = tspan[1]
    dt = (tlast - tfirst) / n

    t[0] = tspan[0]
    y[0,:] = y0[:]

    for i in range(n):

        dydt(t[i],            y[i,:], f1[:])
        dydt(t[i] + dt / 2.0, y[i,:] + dt * f1[:] / 2.0, f2[:])
        dydt(t[i] + dt / 2.0, y[i,:] + dt * f2[:] / 2.0, f3[:])
        dydt(t[i] + dt,       y[i,:] + dt * f3[:], f4[:])

        t[i+1] = t[i] + dt
        y[i+1,:] = y[i,:] + dt * (f1[:] + 2.0 * f2[:] + 2.0 * f3[:] + f4[:]) / 6.0

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
def humps_deriv(x: 'float', y: 'float[:]', out: 'float[:]'):
    """
    Derivative of the humps function
    """

    out[0] = - 2.0 * ( x - 0.3 ) / ( ( x - 0.3 )**2 + 0.01 )**2 - 2.0 * ( x - 0.9 ) / ( ( x - 0.9 )**2 + 0.04 )**2

# ================================================================
@alpyna.jit
def rk4_humps_test(t0: float, t1: float, n: int):
    """
    Compute an approximate solution y_h(t) ~= y(t) of the initial
    value problem

      dy/dt = f(t)
      y(t0) = y0

    over the interval [t0, t1].

    Numerical integration is performed with n uniform steps of the
    the fourth order Runge-Kutta method.
    """

    # Time interval and initial conditions
    tspan = np.array([t0, t1])
    y0 = np.array([humps_fun(t0)])

    # Uniform time array where solution should be computed
    t = np.linspace(t0, t1, n + 1)

    # Empty array which will contain numerical solution
    yh = np.zeros((n + 1, 1))

    # Time integration
    rk4(humps_deriv, tspan, y0, n, t, yh)

    # Error at final time
    err = yh[-1, 0] - humps_fun(t1)

    return err


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    # The benchmark calls rk4_humps_test(0., 2000., 1000000): the same step dt = 0.002 here.
    t1 = 0.002 * n
    err = rk4_humps_test(0., t1, n)
    print("n", n, "err", repr(err))
    err = rk4_humps_test(0., 2., 200)
    print("n", 200, "err", repr(err))
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        rk4_humps_test(0., t1, n)
        print("time %.4f" % (time.perf_counter() - t0))


main()
