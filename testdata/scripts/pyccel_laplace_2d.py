# Port of pyccel-benchmarks' Laplace test (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/laplace_2d_mod.py; MIT licence, Copyright (c) 2022 Pyccel; adapted there from
# J. Burkardt's examples), the pyccel/pythran version: Jacobi sweeps written as whole-array slice
# statements in a `while` loop on the relative L1 norm. laplace_2d gets @alpyna.jit; annotations
# and the pythran export comment kept. The driver is the benchmark's setup (nx = ny = 128,
# l1norm_target = 1e-4) at a smaller grid (sys.argv[1], 32 by default), with p[:, -1] = y set
# before the call as benchmark_code/cfd_python_test.py does (from p = 0 the first norm is 0/0).
import sys
import time

import numpy as np

import alpyna


# pythran export laplace_2d(float[:,:], float[:], float, float, float)
@alpyna.jit
def laplace_2d(p: 'float[:,:]', y: 'float[:]',
               dx: float, dy: float, l1norm_target: float):
    """ Solve the Laplace equation
    """

    row, col = p.shape
    pn = np.empty((row, col))

    l1norm = 1.
    niter = 0

    while l1norm > l1norm_target:
        pn[:, :] = p[:, :]

        p[1:-1, 1:-1] = (dy**2 * (pn[1:-1, 2:] + pn[1:-1, 0:-2]) +
                         dx**2 * (pn[2:, 1:-1] + pn[0:-2, 1:-1])) / (2 * (dx**2 + dy**2))

        p[:, 0] = 0  # p = 0 @ x = 0
        p[:, -1] = y  # p = y @ x = 2
        p[0, :] = p[1, :]  # dp/dy = 0 @ y = 0
        p[-1, :] = p[-2, :]  # dp/dy = 0 @ y = 1

        l1norm = np.sum(np.abs(p[:] - pn[:])) / np.sum(np.abs(pn[:]))
        niter += 1

    return niter


def main():
    nx = ny = int(sys.argv[1]) if len(sys.argv) > 1 else 32
    l1norm_target = 1.e-4
    dx = 2 / (nx - 1); dy = 2 / (ny - 1)
    p = np.zeros((ny, nx))
    x = np.linspace(0, 2, nx)
    y = np.linspace(0, 1, ny)
    p[:, -1] = y  # as cfd_python_test.py's test_laplace_2d: with p all 0, the first norm divides by 0
    p0 = p.copy()
    niter = laplace_2d(p, y, dx, dy, l1norm_target)
    print("niter", niter)
    print("sum", repr(float(p.sum())), "max", repr(float(p.max())))
    print(p[nx // 2, :4], p[1, -3:])
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        laplace_2d(p0, y, dx, dy, l1norm_target)
        print("time %.4f" % (time.perf_counter() - t0))


main()
