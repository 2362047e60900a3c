# gemm, hand-parallelised for Numba: prange over i and j (c[i, j] belongs to
# one (i, j)); the sum over k is private, left sequential.
# Same computation and checksum as ../gemm.py; see README.md.
import sys

import numpy as np

try:
    from numba import njit, prange
except ImportError:  # no Numba: the same computation, sequential, under CPython
    prange = range

    def njit(*args, **kwargs):
        return lambda fn: fn


from alpyna import timed


@timed
@njit(parallel=True)
def gemm(a, b, c, alpha, beta, n):
    for i in prange(n):
        for j in prange(n):
            acc = 0.0
            for k in range(n):
                acc += a[i, k] * b[k, j]
            c[i, j] = alpha * acc + beta * c[i, j]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
a = np.zeros((n, n))
b = np.zeros((n, n))
c = np.zeros((n, n))
for i in range(n):
    for j in range(n):
        a[i, j] = ((i * j + 1) % n) / n
        b[i, j] = ((i * (j + 1)) % n) / n
        c[i, j] = ((i * (j + 2)) % n) / n
gemm(a, b, c, 1.5, 1.2, n)
print("checksum", "%.6e" % float(c.sum()))
