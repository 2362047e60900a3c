# Port of pyccel-benchmarks' non-linear convection test (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/nonlinearconv_1d_mod.py; MIT licence, Copyright (c) 2022 Pyccel; adapted there
# from J. Burkardt's examples), the pyccel/pythran version: `from numpy import zeros`, the
# initial condition passed in, `u0.size`. nonlinearconv_1d gets @alpyna.jit; annotations and the
# pythran export comment kept. The driver is the benchmark's setup (nx = 2001, nt = 2000,
# dt = 0.00035, u0 = 2 on [0.5, 1]) with nx from sys.argv[1] (601 by default), nt = nx - 1.
import sys
import time

import numpy as np
from numpy import zeros

import alpyna


# pythran export nonlinearconv_1d(float[:], int, float, float)
@alpyna.jit
def nonlinearconv_1d(u0: 'float[:]', nt: int, dt: float, dx: float):
    """ Solve a non-linear convection equation
    """
    nx = u0.size
    u  = zeros(nx)
    un = zeros(nx)

    u[:] = u0
    for _ in range(nt):
        un[:] = u[:]
        for i in range(1, nx):
            u[i] = un[i] - un[i] * dt / dx * (un[i] - un[i-1])

    return u


def main():
    nx = int(sys.argv[1]) if len(sys.argv) > 1 else 601
    nt = nx - 1
    dt = 0.00035
    dx = 2 / (nx-1)
    u0 = np.ones(nx)
    u0[int(.5 / dx):int(1 / dx + 1)] = 2
    u = nonlinearconv_1d(u0, nt, dt, dx)
    print("sum", repr(float(u.sum())), "max", repr(float(u.max())))
    print(u[nx // 4 - 2:nx // 4 + 3], u[-3:])
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        nonlinearconv_1d(u0, nt, dt, dx)
        print("time %.4f" % (time.perf_counter() - t0))


main()
