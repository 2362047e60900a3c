# cell_to_vertex, hand-parallelised for Numba: prange over c in the areas;
# the accumulation over cells stays range, because cells share vertices and
# prange would race on acc (Numba does not check; alpyna's execution plans
# decide it from c2v at run time). Same computation and checksum as
# ../cell_to_vertex.py; see README.md.
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
@njit
def accumulate(c2v, w, acc, ncells):
    for c in range(ncells):
        for k in range(3):
            acc[c2v[c, k]] += w[c]


@timed
@njit(parallel=True)
def areas(px, py, c2v, w, ncells):
    for c in prange(ncells):
        w[c] = 0.5 * abs((px[c2v[c, 1]] - px[c2v[c, 0]]) * (py[c2v[c, 2]] - py[c2v[c, 0]])
                         - (px[c2v[c, 2]] - px[c2v[c, 0]]) * (py[c2v[c, 1]] - py[c2v[c, 0]]))


def inverse(a, m):
    """The inverse of a modulo m (a and m coprime), by Euclid's algorithm."""
    r0, r1, s0, s1 = m, a % m, 0, 1
    while r1 != 0:
        q = r0 // r1
        r0, r1 = r1, r0 - q * r1
        s0, s1 = s1, s0 - q * s1
    return s0 % m


n = int(sys.argv[1]) if len(sys.argv) > 1 else 32
shuffled = len(sys.argv) > 2 and sys.argv[2] == "shuffled"
nv = (n + 1) * (n + 1)
ncells = 2 * n * n
# Slot f = 3 c + k of c2v holds vertex k of cell c: cell c is triangle t of
# square s of the grid, and a vertex is grid point (i, j). Multiplying by a
# prime that divides neither count scrambles the numbers (and by its
# inverse, the vertex of a grid point).
f = np.arange(3 * ncells, dtype=np.int64)
cell = f // 3
k = f % 3
gc = (cell * 1000003) % ncells if shuffled else cell
s = gc // 2
t = gc % 2
i = s // n
j = s % n
di = (k == 2).astype(np.int64) + t * (k == 1).astype(np.int64)
dj = (k == 1).astype(np.int64) + (1 - t) * (k == 2).astype(np.int64)
vert = (i + di) * (n + 1) + (j + dj)
if shuffled:
    vert = (vert * inverse(999983, nv)) % nv
c2v = vert.reshape((ncells, 3))
# The position of vertex v is that of its grid point, perturbed.
v = np.arange(nv, dtype=np.int64)
gv = (v * 999983) % nv if shuffled else v
shake = ((gv * 2654435761) % 1000).astype(np.float64) / 1000.0 - 0.5
px = ((gv % (n + 1)).astype(np.float64) + 0.3 * shake) / n
py = ((gv // (n + 1)).astype(np.float64) - 0.3 * shake) / n
w = np.zeros(ncells)
areas(px, py, c2v, w, ncells)
acc = np.zeros(nv)
accumulate(c2v, w, acc, ncells)
accumulate(c2v, w, acc, ncells)
weights = (v % 7 + 1).astype(np.float64)
print("checksum", "%.6e" % float((acc * weights).sum()))
