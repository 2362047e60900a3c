# seidel_2d, hand-parallelised for Numba: no loop of the program is
# parallel (each point reads its updated upper and left neighbours), so an
# expert skews the sweep by hand: the points of one anti-diagonal
# w = 2i + j are independent, prange over i within each w, the w in order.
# Same computation and checksum as ../seidel_2d.py; see README.md.
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
def seidel_2d(A, tsteps, n):
    for t in range(tsteps):
        for w in range(3, 3 * (n - 2) + 1):
            lo = max(1, (w - (n - 2) + 1) // 2)
            hi = min(n - 2, (w - 1) // 2)
            for i in prange(lo, hi + 1):
                j = w - 2 * i
                A[i, j] = (A[i - 1, j - 1] + A[i - 1, j] + A[i - 1, j + 1]
                           + A[i, j - 1] + A[i, j] + A[i, j + 1]
                           + A[i + 1, j - 1] + A[i + 1, j] + A[i + 1, j + 1]) / 9.0


n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
tsteps = int(sys.argv[2]) if len(sys.argv) > 2 else 4
A = np.zeros((n, n))
for i in range(n):
    for j in range(n):
        A[i, j] = ((i * (j + 2)) % n + 2.0) / n
seidel_2d(A, tsteps, n)
print("checksum", "%.12e" % float(A.sum()))
