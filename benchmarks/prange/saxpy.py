# saxpy, hand-parallelised for Numba: prange over i (y[i] touched by i only).
# Same computation and checksum as ../saxpy.py; see README.md.
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
def saxpy(a, x, y, n):
    for i in prange(n):
        y[i] = a * x[i] + y[i]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
x = np.arange(n, dtype=np.float32) * np.float32(0.25)
y = np.ones(n, dtype=np.float32)
saxpy(np.float32(2.0), x, y, n)
print("checksum", "%.6e" % float(y.sum()))
