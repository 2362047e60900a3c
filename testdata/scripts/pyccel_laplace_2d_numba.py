# Port of pyccel-benchmarks' Laplace test, Numba version (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/numba_laplace_2d_mod.py; MIT licence, Copyright (c) 2022 Pyccel; adapted there
# from J. Burkardt's examples): @njit becomes @alpyna.jit. This version builds the grid itself
# (np.linspace, np.ones), keeps temporary arrays diff, a, err, stops on rtol or maxiter, and
# returns a tuple (x, y, phi, niter). The long docstring is shortened. The driver runs
# nx = 2*ny - 1 points (sys.argv[1] is ny, 32 by default), rtol = 1e-4, maxiter = 2000.
import sys
import time

import numpy as np

import alpyna


@alpyna.jit
def laplace_2d(nx: int, ny: int, rtol: float, maxiter: int):
    """
    Solve the 2D Laplace equation for phi(x, y) on the rectangular
    domain [0, 2] * [0, 1] with boundary conditions

        phi = 0      at x = xmin,
        phi = y      at x = xmax,
        dphi/dy = 0  at y = ymin,
        dphi/dy = 0  at y = ymax.

    The numerical solution is computed on a uniform grid using 2nd
    order finite differences and the Jacobi method with a prescribed
    relative tolerance.
    """

    # Domain size
    xmin, xmax = 0., 2.
    ymin, ymax = 0., 1.

    # Computational grid
    dx = (xmax - xmin) / (nx - 1)
    dy = (ymax - ymin) / (ny - 1)
    x  = np.linspace(xmin, xmax, nx)
    y  = np.linspace(ymin, ymax, ny)

    # Initial values
    phi = np.ones((ny, nx))
    l1norm = 2 * rtol
    niter = 0

    # Temporary arrays
    pn   = np.empty((ny, nx))
    diff = np.empty((ny, nx))
    a    = np.empty((ny, nx))
    err  = np.empty((ny, nx))

    # Jacobi iteration
    while l1norm > rtol and niter < maxiter:
        pn[:, :] = phi[:, :]

        phi[1:-1, 1:-1] = ((dy**2 * (pn[1:-1, 2:] + pn[1:-1, 0:-2]) +
                            dx**2 * (pn[2:, 1:-1] + pn[0:-2, 1:-1])) /
                            (2 * (dx**2 + dy**2)))

        phi[ :, 0] = 0           #     phi = 0 @ x = 0
        phi[ :,-1] = y           #     phi = y @ x = 2
        phi[ 0, :] = phi[ 1, :]  # dphi/dy = 0 @ y = 0
        phi[-1, :] = phi[-2, :]  # dphi/dy = 0 @ y = 1

        diff[:] = phi[:] - pn[:]
        err[:] = np.abs(diff[:])
        a[:] = np.abs(pn[:])
        l1norm = np.sum(err) / np.sum(a)
        niter += 1

    # Return axes' grid, solution, and number of iterations
    return x, y, phi, niter


def main():
    ny = int(sys.argv[1]) if len(sys.argv) > 1 else 32
    nx = 2 * ny - 1
    x, y, phi, niter = laplace_2d(nx, ny, 1.e-4, 2000)
    print("niter", niter)
    print("sum", repr(float(phi.sum())), "max", repr(float(phi.max())))
    print(phi[ny // 2, :4], phi[1, -3:])
    print(x[:3], y[-2:])
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        laplace_2d(nx, ny, 1.e-4, 2000)
        print("time %.4f" % (time.perf_counter() - t0))


main()
