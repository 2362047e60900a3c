# Port of numba-benchmark benchmarks/bench_centdiff.py (BSD-2-Clause, numba/numba-benchmark),
# adapted from http://nbviewer.ipython.org/gist/ketch/ae87a94f4ef0793d5d52: centred
# differences in 1-D and 2-D, on C-ordered, Fortran-ordered and strided arrays.
import sys

import numpy as np

import alpyna


N = int(sys.argv[1]) if len(sys.argv) > 1 else 12
u1 = np.random.RandomState(0).rand(N * N)
D1 = np.zeros_like(u1)

u2c = u1.reshape((N, N))
D2c = np.zeros_like(u2c)

u2f = u2c.T
D2f = np.zeros_like(u2f)

u2a = np.concatenate((u2c, u2c))[::2]
D2a = np.zeros_like(u2a)

dx = 1.5


@alpyna.jit
def centered_difference_range1d(u, D, dx=1.):
    m, = u.shape
    for i in range(1, m - 1):
        D[i] = (u[i-1] + u[i+1] - 2.0*u[i]) / dx**2
    return D

@alpyna.jit
def centered_difference_range2d(u, D, dx=1.):
    m, n = u.shape
    for i in range(1, m - 1):
        for j in range(1, n - 1):
            D[i,j] = (u[i+1,j] + u[i,j+1] + u[i-1,j] + u[i,j-1] - 4.0*u[i,j]) / dx**2
    return D


r = centered_difference_range1d(u1, D1, dx)
print(r is D1, f"{D1.sum():.12e}", f"{D1[1]:.12e}")
r = centered_difference_range1d(u1, D1)
print(f"{D1.sum():.12e}")
for name, u, D in (("C", u2c, D2c), ("fortran", u2f, D2f), ("non_contiguous", u2a, D2a)):
    r = centered_difference_range2d(u, D, dx)
    print(name, r is D, f"{D.sum():.12e}", f"{D[1, 2]:.12e}")
