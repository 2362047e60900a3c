# gemver, hand-parallelised for Numba: prange over i and j in the rank-2
# update, over i alone where x[i] and w[i] accumulate over j (an expert leaves
# an accumulation into an array element sequential), and over i in x += z.
# Same computation and checksum as ../gemver.py; see README.md.
import sys

import numpy as np

try:
    from numba import njit, prange
except ImportError:  # no Numba: the same computation, sequential, under CPython
    prange = range

    def njit(*args, **kwargs):
        return lambda fn: fn


from alpyna import timed


# Fusion is off: Numba 0.56 fuses sibling prange loops although the second
# reads a[j, i], written by other iterations of the first, which gives wrong
# results (numba/numba#8515, fixed in 0.57).
@timed
@njit(parallel={"fusion": False})
def gemver(a, u1, v1, u2, v2, w, x, y, z, alpha, beta, n):
    for i in prange(n):
        for j in prange(n):
            a[i, j] = a[i, j] + u1[i] * v1[j] + u2[i] * v2[j]
    for i in prange(n):
        for j in range(n):
            x[i] = x[i] + beta * a[j, i] * y[j]
    for i in prange(n):
        x[i] = x[i] + z[i]
    for i in prange(n):
        for j in range(n):
            w[i] = w[i] + alpha * a[i, j] * x[j]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
a = np.zeros((n, n))
for i in range(n):
    for j in range(n):
        a[i, j] = ((i * j) % n) / n
u1 = np.arange(n, dtype=np.float64) / n
u2 = (np.arange(n, dtype=np.float64) + 1) / n / 2
v1 = (np.arange(n, dtype=np.float64) + 1) / n / 4
v2 = (np.arange(n, dtype=np.float64) + 1) / n / 6
y = (np.arange(n, dtype=np.float64) + 1) / n / 8
z = (np.arange(n, dtype=np.float64) + 1) / n / 9
x = np.zeros(n)
w = np.zeros(n)
gemver(a, u1, v1, u2, v2, w, x, y, z, 1.5, 1.2, n)
print("checksum", "%.6e" % float(w.sum()))
