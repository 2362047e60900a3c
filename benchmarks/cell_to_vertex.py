# Cell-to-vertex accumulation on an unstructured triangular mesh: every
# triangle adds its weight to its three vertices, acc[c2v[c, k]] += w[c],
# as a finite-element assembly adds element contributions to the nodes.
#
# The mesh is generated here: an n x n grid of (n + 1)^2 vertices, each
# square cut into two triangles (2 n^2 cells), numbered in the grid's order
# (sys.argv[2] == "shuffled" scrambles the cells and vertices). A cell's
# weight is its area after the vertices are perturbed.
import sys

import numpy as np

import alpyna


@alpyna.jit
def accumulate(c2v, w, acc, ncells):
    # expect: L22: parallel none; sequential c k
    # why: cells that share a vertex update one element of acc, and which ones do depends on the values of c2v: an execution plan inspects them at run time (the --report's plan object); k, the vertices of one cell, may repeat a vertex for all the analysis knows.
    for c in range(ncells):
        for k in range(3):
            acc[c2v[c, k]] += w[c]


@alpyna.jit
def areas(px, py, c2v, w, ncells):
    # expect: L30: parallel c; sequential none
    # why: the vertices are only read through c2v; each cell writes its own area.
    for c in range(ncells):
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
