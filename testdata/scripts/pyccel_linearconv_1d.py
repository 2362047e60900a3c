# Port of pyccel-benchmarks' linear convection test (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/linearconv_1d_mod.py; MIT licence, Copyright (c) 2022 Pyccel; adapted there
# from J. Burkardt's examples), the pyccel/pythran version; the Numba version
# (numba_linearconv_1d_mod.py) differs only in `un[:] = u[:]` for `un[:nx] = u[:nx]`, and is
# the second function here. Both get @alpyna.jit; annotations and the pythran export comment
# kept; the long docstring is shortened. The driver uses the benchmark's dt = 0.0003 with nx
# points (sys.argv[1]; the benchmark takes 2001) and nt = nx - 1 steps.
import sys
import time

import numpy as np

import alpyna


# pythran export linearconv_1d(int, float, int)
@alpyna.jit
def linearconv_1d(nx: int, dt: float, nt: int):
    """
    Compute an approximation of the solution u(t, x) to the 1D
    linear advection equation

        du/dt + du/dx = 0

    on the domain [0, 2], with discontinuous initial conditions

        u(t=0, x) = 2   for 0.5 < x < 1,
        u(t=0, x) = 1   otherwise.
    """

    c  = 1.0
    dx = 2 / (nx-1)
    x  = np.linspace(0, 2, nx)
    u  = np.ones(nx)
    u[int(.5 / dx):int(1 / dx + 1)] = 2

    cp = c * dt / dx
    un = np.zeros(nx)

    for _ in range(nt):
        un[:nx] = u[:nx]

        for i in range(1, nx):
            u[i] = un[i] - cp * (un[i] - un[i-1])

    return x, u


@alpyna.jit
def linearconv_1d_numba(nx: int, dt: float, nt: int):
    """ The same, as numba_linearconv_1d_mod.py writes it. """

    c  = 1.0
    dx = 2 / (nx-1)
    x  = np.linspace(0, 2, nx)
    u  = np.ones(nx)
    u[int(.5 / dx):int(1 / dx + 1)] = 2

    cp = c * dt / dx
    un = np.zeros(nx)

    for _ in range(nt):
        un[:] = u[:]
        for i in range(1, nx):
            u[i] = un[i] - cp * (un[i] - un[i-1])

    return x, u


def main():
    nx = int(sys.argv[1]) if len(sys.argv) > 1 else 601
    nt = nx - 1
    for f in (linearconv_1d, linearconv_1d_numba):
        x, u = f(nx, 0.0003, nt)
        print("sum", repr(float(u.sum())), "max", repr(float(u.max())), "min", repr(float(u.min())))
        print(u[nx // 4 - 2:nx // 4 + 3], x[-2:])
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        linearconv_1d(nx, 0.0003, nt)
        print("time %.4f" % (time.perf_counter() - t0))


main()
