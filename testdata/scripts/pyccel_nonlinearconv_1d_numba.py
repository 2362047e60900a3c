# Port of pyccel-benchmarks' non-linear convection test, Numba version
# (github.com/pyccel/pyccel-benchmarks, benchmarks/tests/numba_nonlinearconv_1d_mod.py; MIT
# licence, Copyright (c) 2022 Pyccel; adapted there from J. Burkardt's examples): @njit becomes
# @alpyna.jit. This version takes (nx, dt, nt), builds a Gaussian initial condition with a
# whole-array np.exp expression and returns the tuple (x, u). The long docstring is shortened.
# The driver: dt = 0.00035, nx from sys.argv[1] (601 by default), nt = nx - 1.
import sys
import time

import numpy as np

import alpyna


@alpyna.jit
def nonlinearconv_1d(nx: int, dt: float, nt: int):
    """
    Compute an approximation of the solution u(t, x) to the 1D
    Burgers' equation

        du/dt + u du/dx = 0

    on the domain [0, 2], with initial conditions consisting of
    a Gaussian perturbation over a uniform background:

        u(t=0, x) = 1 + 0.5 exp( -((x-0.5)^2 / 0.15^2) ).
    """

    dx = 2 / (nx-1)
    x  = np.linspace(0, 2, nx)
    u  = 1.0 + 0.5 * np.exp(-((x - 0.5)/0.15)**2)

    dt_dx = dt / dx
    un = np.zeros(nx)

    for _ in range(nt):
        un[:] = u[:]
        for i in range(1, nx):
            u[i] = un[i] - un[i] * dt_dx * (un[i] - un[i-1])

    return x, u


def main():
    nx = int(sys.argv[1]) if len(sys.argv) > 1 else 601
    x, u = nonlinearconv_1d(nx, 0.00035, nx - 1)
    print("sum", repr(float(u.sum())), "max", repr(float(u.max())))
    print(u[nx // 4 - 2:nx // 4 + 3], u[-3:], x[1])
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        nonlinearconv_1d(nx, 0.00035, nx - 1)
        print("time %.4f" % (time.perf_counter() - t0))


main()
