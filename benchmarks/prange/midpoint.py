# midpoint, hand-parallelised for Numba: prange over c (coords is only
# read through c2v; each cell writes its own row of mid). Same computation
# and checksum as ../midpoint.py; see README.md.
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
def midpoint(coords, c2v, mid, ncells):
    for c in prange(ncells):
        mid[c, 0] = (coords[c2v[c, 0], 0] + coords[c2v[c, 1], 0] + coords[c2v[c, 2], 0]) / 3.0
        mid[c, 1] = (coords[c2v[c, 0], 1] + coords[c2v[c, 1], 1] + coords[c2v[c, 2], 1]) / 3.0


def inverse(a, m):
    """The inverse of a modulo m (a and m coprime), by Euclid's algorithm."""
    r0, r1, s0, s1 = m, a % m, 0, 1
    while r1 != 0:
        q = r0 // r1
        r0, r1 = r1, r0 - q * r1
        s0, s1 = s1, s0 - q * s1
    return s0 % m


n = int(sys.argv[1]) if len(sys.argv) > 1 else 32
nv = (n + 1) * (n + 1)
ncells = 2 * n * n
f = np.arange(3 * ncells, dtype=np.int64)
cell = f // 3
k = f % 3
gc = (cell * 1000003) % ncells
s = gc // 2
t = gc % 2
i = s // n
j = s % n
di = (k == 2).astype(np.int64) + t * (k == 1).astype(np.int64)
dj = (k == 1).astype(np.int64) + (1 - t) * (k == 2).astype(np.int64)
# Vertex v is grid point v * 999983 % nv; grid point g is vertex g times
# the inverse (999983 is a prime that divides neither count).
c2v = (((i + di) * (n + 1) + (j + dj)) * inverse(999983, nv) % nv).reshape((ncells, 3))
v = np.arange(2 * nv, dtype=np.int64)
gv = ((v // 2) * 999983) % nv
axis = v % 2
shake = ((gv * 2654435761) % 1000).astype(np.float64) / 1000.0 - 0.5
grid = (gv % (n + 1)) * (1 - axis) + (gv // (n + 1)) * axis
coords = ((grid.astype(np.float64) + 0.3 * shake) / n).reshape((nv, 2))
mid = np.zeros((ncells, 2))
midpoint(coords, c2v, mid, ncells)
weights = (np.arange(2 * ncells, dtype=np.int64) % 7 + 1).astype(np.float64).reshape((ncells, 2))
print("checksum", "%.6e" % float((mid * weights).sum()))
