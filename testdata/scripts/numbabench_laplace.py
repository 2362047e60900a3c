# Port of numba-benchmark benchmarks/bench_laplace.py (BSD-2-Clause, numba/numba-benchmark),
# itself from the NumPy benchmark suite: Jacobi sweeps of the Laplace equation written as
# slice expressions inside a time loop.
import sys

import numpy as np

import alpyna


dx = 0.1
dy = 0.1
dx2 = (dx * dx)
dy2 = (dy * dy)


@alpyna.jit
def laplace(N, Niter):
    u = np.zeros((N, N))
    u[0] = 1
    for i in range(Niter):
        u[1:(-1), 1:(-1)] = ((((u[2:, 1:(-1)] + u[:(-2), 1:(-1)]) * dy2) +
                            ((u[1:(-1), 2:] + u[1:(-1), :(-2)]) * dx2))
                            / (2 * (dx2 + dy2)))
    return u


N = int(sys.argv[1]) if len(sys.argv) > 1 else 10
Niter = int(sys.argv[2]) if len(sys.argv) > 2 else 10
u = laplace(N, Niter)
print(u.shape, u.dtype)
print(f"{u.sum():.10e}")
print(f"{u[N // 2, N // 2]:.10e} {u[1, 1]:.10e} {u[1, N // 2]:.10e}")
