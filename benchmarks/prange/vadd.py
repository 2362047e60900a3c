# vadd, hand-parallelised for Numba: prange over i (each c[i] written once).
# Same computation and checksum as ../vadd.py; see README.md.
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
def vadd(a, b, c, n):
    for i in prange(n):
        c[i] = a[i] + b[i]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
a = np.arange(n, dtype=np.float64)
b = np.arange(n, dtype=np.float64) * 0.5
c = np.zeros(n)
vadd(a, b, c, n)
print("checksum", "%.6e" % float(c.sum()))
