# Port of pyccel-benchmarks' Poisson test, Numba version (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/numba_poisson_2d_mod.py; MIT licence, Copyright (c) 2022 Pyccel): @njit
# becomes @alpyna.jit. This version (the one of benchmark_code/cfd_python_test.py) takes the
# arrays p, pd, b and writes p[j-1, i-1] from loops over j in range(2, row), i in range(2, col);
# `row, col = p.shape`. The driver is cfd_python_test.py's test_poisson_2d (nx = ny = 150,
# nt = 100) with nx = ny from sys.argv[1] (48 by default).
import sys
import time

import numpy as np

import alpyna


@alpyna.jit
def poisson_2d(p: 'float[:,:]', pd: 'float[:,:]', b: 'float[:,:]',
               nx: int, ny: int, nt: int, dx: float, dy: float):
    """ Solve the 2D poisson equation
    """

    row, col = p.shape
    # Source
    b[ny // 4, nx // 4]  = 100
    b[3 * ny // 4, 3 * nx // 4] = -100


    for _ in range(nt):
        pd[:,:] = p[:,:]

        for j in range(2, row):
            for i in range(2, col):
                p[j-1, i-1] = (((pd[j-1, i] + pd[j-1, i-2]) * dy**2 +
                                (pd[j, i-1] + pd[j-2, i-1]) * dx**2 -
                                b[j-1, i-1] * dx**2 * dy**2) /
                                (2 * (dx**2 + dy**2)))
        p[0, :] = 0
        p[ny-1, :] = 0
        p[:, 0] = 0
        p[:, nx-1] = 0


def main():
    nx = ny = int(sys.argv[1]) if len(sys.argv) > 1 else 48
    nt = 100
    xmin = 0
    xmax = 2
    ymin = 0
    ymax = 1

    dx = (xmax - xmin) / (nx - 1)
    dy = (ymax - ymin) / (ny - 1)

    # Initialization
    p  = np.zeros((ny, nx))
    pd = np.zeros((ny, nx))
    b  = np.zeros((ny, nx))
    poisson_2d(p, pd, b, nx, ny, nt, dx, dy)
    print("sum", repr(float(p.sum())), "max", repr(float(p.max())), "min", repr(float(p.min())))
    print(p[ny // 4, nx // 4 - 2:nx // 4 + 2], p[-2, -3:])
    if len(sys.argv) > 2:
        p[:] = 0
        t0 = time.perf_counter()
        poisson_2d(p, pd, b, nx, ny, nt, dx, dy)
        print("time %.4f" % (time.perf_counter() - t0))


main()
