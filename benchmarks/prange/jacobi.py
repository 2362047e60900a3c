# jacobi, hand-parallelised for Numba: the time loop t stays sequential (it
# carries both arrays); each sweep is prange over i and j, since it reads one
# array and writes the other.
# Same computation and checksum as ../jacobi.py; see README.md.
import sys

import numpy as np

try:
    from numba import njit, prange
except ImportError:  # no Numba: the same computation, sequential, under CPython
    prange = range

    def njit(*args, **kwargs):
        return lambda fn: fn


from alpyna import timed


# Fusion is off: Numba 0.56 fuses the two sibling sweeps into one parallel loop
# although the second writes what the first reads from neighbouring rows,
# which gives wrong results (numba/numba#8515, fixed in 0.57).
@timed
@njit(parallel={"fusion": False})
def jacobi(a, b, n, steps):
    for t in range(steps):
        for i in prange(1, n - 1):
            for j in prange(1, n - 1):
                b[i, j] = 0.2 * (a[i, j] + a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])
        for i in prange(1, n - 1):
            for j in prange(1, n - 1):
                a[i, j] = b[i, j]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
a = np.zeros((n, n))
for i in range(n):
    a[i, 0] = 1.0
    a[0, i] = 1.0
b = a.copy()
jacobi(a, b, n, 10)
print("checksum", "%.6e" % float(a.sum()))
