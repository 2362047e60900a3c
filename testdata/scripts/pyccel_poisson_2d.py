# Port of pyccel-benchmarks' Poisson test (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/poisson_2d_mod.py; MIT licence, Copyright (c) 2022 Pyccel; adapted there from
# J. Burkardt's examples), the pyccel/pythran version: Jacobi iterations with an explicit j, i
# loop nest between a whole-array copy and slice boundary conditions; returns (x, y, phi).
# poisson_2d gets @alpyna.jit; annotations and the pythran export comment kept; the long
# docstring is shortened. The driver: nx = ny from sys.argv[1] (48 by default; the benchmark
# takes 150), nt = 100 as in the benchmark.
import sys
import time

import numpy as np

import alpyna


# pythran export poisson_2d(int, int, int)
@alpyna.jit
def poisson_2d(nx: int, ny: int, nt: int):
    """
    Solve the 2D poisson equation for phi(x, y) on the rectangular
    domain [0, 2] * [0, 1] with 2 point sources (Dirac deltas) of
    charge +1 and -1 respectively, at the positions

        (x, y) = (0.5, 0.25) and
        (x, y) = (1.5, 0.75),

    and subject to the boundary conditions

        phi = 0      at x = xmin,
        phi = y      at x = xmax,
        dphi/dy = 0  at y = ymin,
        dphi/dy = 0  at y = ymax.
    """

    # Domain size
    xmin, xmax = 0., 2.
    ymin, ymax = 0., 1.

    # Computational grid
    dx  = (xmax - xmin) / (nx - 1)
    dy  = (ymax - ymin) / (ny - 1)
    x   = np.linspace(xmin, xmax, nx)
    y   = np.linspace(ymin, ymax, ny)

    # Charge density with point sources
    b = np.zeros((ny, nx))
    b[    ny // 4,     nx // 4] =  1. / (dx * dy)
    b[3 * ny // 4, 3 * nx // 4] = -1. / (dx * dy)

    # First guess
    phi = np.zeros((ny, nx))

    # Temporary array
    pn = np.empty((ny, nx))

    # Jacobi iteration
    for _ in range(nt):
        pn[:, :] = phi[:, :]

        for j in range(1, ny-1):
            for i in range(1, nx-1):
                phi[j, i] = (((pn[j, i+1] + pn[j, i-1]) * dy**2 +
                              (pn[j+1, i] + pn[j-1, i]) * dx**2 -
                                  b[j, i] * dx**2 * dy**2) /
                                  (2 * (dx**2 + dy**2)))

        phi[ :, 0] = 0           #     phi = 0 @ x = xmin
        phi[ :,-1] = y           #     phi = y @ x = xmax
        phi[ 0, :] = phi[ 1, :]  # dphi/dy = 0 @ y = ymin
        phi[-1, :] = phi[-2, :]  # dphi/dy = 0 @ y = ymax

    # Return axes' grid and solution
    return x, y, phi


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 48
    x, y, phi = poisson_2d(n, n, 100)
    print("sum", repr(float(phi.sum())), "max", repr(float(phi.max())), "min", repr(float(phi.min())))
    print(phi[n // 4, n // 4 - 2:n // 4 + 2], phi[-1, -3:])
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        poisson_2d(n, n, 100)
        print("time %.4f" % (time.perf_counter() - t0))


main()
