# Edge-based flux on an unstructured triangular mesh, the residual loop of
# a finite-volume solver: each edge e carries a flux f between its two end
# vertices, added to one and taken from the other, res[left[e]] += f and
# res[right[e]] -= f. Three explicit time steps update the vertex values.
#
# The mesh is generated here: an n x n grid on a torus cut into triangles
# (every vertex has edges to its right, lower and lower-right neighbours:
# 3 n^2 edges, six per vertex, no boundary), with its vertices and edges
# numbered in a scrambled order, as a mesh generator's output often is
# (sys.argv[2] == "natural" keeps the grid's order; "renumbered" scrambles
# it and then renumbers edges and vertices for locality with
# alpyna.renumber, [edge colouring]'s Algorithm 5). Vertex values come from
# perturbed coordinates.
import sys

import numpy as np

import alpyna


@alpyna.jit
def flux(x, w, left, right, res, nedges):
    # expect: L28: parallel e; sequential none
    # expect: L29: parallel none; sequential e
    # expect: L30: parallel none; sequential e
    # why: f is private to an edge, so its statement is parallel; two edges may share a vertex, so the updates of res through left and right keep e in order for the analysis: whether they can run in parallel depends on the values of left and right, which an execution plan inspects at run time (the --report's plan object).
    for e in range(nedges):
        f = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += f
        res[right[e]] -= f


@alpyna.jit
def update(x, res, dt, nverts):
    # expect: L39: parallel v; sequential none
    # expect: L40: parallel v; sequential none
    # why: each vertex's value is updated from its own residual, which is then cleared.
    for v in range(nverts):
        x[v] = x[v] + dt * res[v]
        res[v] = 0.0


@alpyna.jit
def permute_edges(order, newid, left, right, w, left2, right2, w2, nedges):
    # expect: L50: parallel e; sequential none
    # expect: L51: parallel e; sequential none
    # expect: L52: parallel e; sequential none
    # why: each new edge slot is written once from reads through the permutations.
    for e in range(nedges):
        left2[e] = newid[left[order[e]]]
        right2[e] = newid[right[order[e]]]
        w2[e] = w[order[e]]


@alpyna.jit
def move_vertices(newid, a, a2, nverts):
    # expect: L60: parallel none; sequential v
    # why: the store goes through the index array newid, which no static test can prove injective: the inspector finds it a permutation at run time and runs it in parallel.
    for v in range(nverts):
        a2[newid[v]] = a[v]


def inverse(a, m):
    """The inverse of a modulo m (a and m coprime), by Euclid's algorithm."""
    r0, r1, s0, s1 = m, a % m, 0, 1
    while r1 != 0:
        q = r0 // r1
        r0, r1 = r1, r0 - q * r1
        s0, s1 = s1, s0 - q * s1
    return s0 % m


n = int(sys.argv[1]) if len(sys.argv) > 1 else 32
mode = sys.argv[2] if len(sys.argv) > 2 else "scrambled"
natural = mode == "natural"
nverts = n * n
nedges = 3 * nverts
# Edge slot s holds grid edge g, and vertex p grid point gp: multiplying by
# a prime that divides neither count permutes the numbers, and multiplying
# by its inverse gives the vertex of a grid point.
slot = np.arange(nedges, dtype=np.int64)
g = slot if natural else (slot * 1000003) % nedges
q = g // 3
k = g % 3
i = q // n
j = q % n
di = (k >= 1).astype(np.int64)
dj = (k != 1).astype(np.int64)
p_left = q
p_right = ((i + di) % n) * n + (j + dj) % n
if natural:
    left = p_left
    right = p_right
else:
    left = (p_left * inverse(999983, nverts)) % nverts
    right = (p_right * inverse(999983, nverts)) % nverts
# The value at vertex p is a smooth function of the perturbed position of
# the grid point it stands for.
p = np.arange(nverts, dtype=np.int64)
gp = p if natural else (p * 999983) % nverts
shake = ((gp * 2654435761) % 1000).astype(np.float64) / 1000.0 - 0.5
xi = ((gp // n).astype(np.float64) + 0.3 * shake) / n
xj = ((gp % n).astype(np.float64) - 0.3 * shake) / n
x = np.exp(-4.0 * ((xi - 0.5) * (xi - 0.5) + (xj - 0.5) * (xj - 0.5)))
w = 1.0 + ((g * 40503) % 97).astype(np.float64) / 97.0
weights = (p % 7 + 1).astype(np.float64)
if mode == "renumbered":
    order, newid = alpyna.renumber([left, right], nverts)
    left2 = np.zeros(nedges, dtype=np.int64)
    right2 = np.zeros(nedges, dtype=np.int64)
    w2 = np.zeros(nedges)
    permute_edges(order, newid, left, right, w, left2, right2, w2, nedges)
    left, right, w = left2, right2, w2
    x2 = np.zeros(nverts)
    move_vertices(newid, x, x2, nverts)
    weights2 = np.zeros(nverts)
    move_vertices(newid, weights, weights2, nverts)
    x, weights = x2, weights2
res = np.zeros(nverts)
for step in range(3):
    flux(x, w, left, right, res, nedges)
    update(x, res, 0.05, nverts)
print("checksum", "%.6e" % float((x * weights).sum()))
