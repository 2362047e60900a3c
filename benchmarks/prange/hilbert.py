# hilbert, hand-parallelised for Numba: prange over i and j (each h[i, j]
# written once). Same computation and checksum as ../hilbert.py; see README.md.
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
def hilbert(h, n):
    for i in prange(n):
        for j in prange(n):
            h[i, j] = 1.0 / (i + j + 1)


n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
h = np.zeros((n, n))
hilbert(h, n)
print("checksum", "%.6e" % float(h.sum()))
