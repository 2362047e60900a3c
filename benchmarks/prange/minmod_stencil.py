# minmod_stencil, hand-parallelised for Numba: prange over the rows i.
# Same computation and checksum as ../minmod_stencil.py; see README.md.
import math
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
def minmod_stencil(u, out, n):
    for i in prange(1, n - 1):
        for j in range(1, n - 1):
            dl = u[i, j] - u[i, j - 1]
            dr = u[i, j + 1] - u[i, j]
            if dl * dr <= 0.0:
                slope = 0.0
            elif abs(dl) < abs(dr):
                slope = dl
            else:
                slope = dr
            out[i, j] = u[i, j] - 0.5 * slope + 0.25 * (u[i - 1, j] + u[i + 1, j] - 2.0 * u[i, j])


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
u = np.zeros((n, n))
for i in range(n):
    for j in range(n):
        u[i, j] = math.sin(0.37 * i) + math.cos(0.23 * j * (1 + i % 3))
out = np.zeros((n, n))
minmod_stencil(u, out, n)
print("checksum", "%.6e" % float(out.sum()), "%.6e" % float(abs(out).sum()))
