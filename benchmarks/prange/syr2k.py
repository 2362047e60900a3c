# syr2k, hand-parallelised for Numba: prange over the rows i (row i of c is
# touched by iteration i only) and over j in both inner loops; k accumulates
# into c[i, j] and stays sequential.
# Same computation and checksum as ../syr2k.py; see README.md.
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
def syr2k(a, b, c, alpha, beta, n, m):
    for i in prange(n):
        for j in prange(i + 1):
            c[i, j] = c[i, j] * beta
        for k in range(m):
            for j in prange(i + 1):
                c[i, j] = c[i, j] + a[j, k] * alpha * b[i, k] + b[j, k] * alpha * a[i, k]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 48
m = n * 3 // 4
a = np.zeros((n, m))
b = np.zeros((n, m))
c = np.zeros((n, n))
for i in range(n):
    for j in range(m):
        a[i, j] = ((i * j + 1) % n) / n
        b[i, j] = ((i * j + 2) % m) / m
    for j in range(n):
        c[i, j] = ((i * j + 3) % n) / m
syr2k(a, b, c, 1.5, 1.2, n, m)
print("checksum", "%.6e" % float(c.sum()))
