# Port of pythran's tests/cases/laplace.py (BSD-3-Clause, serge-sans-paille/pythran): in-place
# Gauss-Seidel sweeps of the Laplace equation. The source works on a list of lists u[i][j];
# the port makes u a NumPy array (as an alpyna user must: lists are not accelerated) and keeps
# the chained indexing u[i][j] and len(u), len(u[0]) as written. xrange becomes range. The
# update reads values written earlier in the same sweep (a true recurrence in i and j).
import sys

import numpy as np

import alpyna


@alpyna.jit
def update(u):
    dx = 0.1
    dy = 0.1
    dx2 = dx * dx
    dy2 = dy * dy
    nx, ny = len(u), len(u[0])
    for i in range(1, nx - 1):
        for j in range(1, ny - 1):
            u[i][j] = ((u[i + 1][j] + u[i - 1][j]) * dy2 +
                       (u[i][j + 1] + u[i][j - 1]) * dx2) / (2 * (dx2 + dy2))


def calc(N, Niter=100):
    u = np.zeros((N, N))
    u[0] = [1] * N
    for i in range(Niter):
        update(u)
    return u


def main():
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    Niter = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    u = calc(N, Niter)
    print(u.shape, f"{u.sum():.12e}", f"{u[1][1]:.15f}", f"{u[N // 2][N // 2]:.15e}")
    print(" ".join(f"{v:.10f}" for v in u[2][:8]))


main()
