# Indirect subscripts through integer arrays: scatter-add y[idx[e]] += w[e] and gathers x[map[e, 1]].
import numpy as np

import alpyna


@alpyna.jit
def scatter_add(y, idx, w, ne):
    for e in range(ne):
        y[idx[e]] += w[e]


@alpyna.jit
def edge_diffs(x, edges, d, ne):
    for e in range(ne):
        d[e] = x[edges[e, 1]] - x[edges[e, 0]]


@alpyna.jit
def edge_flux(x, edges, res, ne):
    for e in range(ne):
        f = 0.5 * (x[edges[e, 0]] + x[edges[e, 1]])
        res[edges[e, 0]] -= f
        res[edges[e, 1]] += f


idx = np.array([0, 2, 2, 1, 0, 3, 2], dtype=np.int32)
w = np.array([1.0, 0.5, 0.25, 2.0, 4.0, 8.0, 0.125])
y = np.zeros(4)
scatter_add(y, idx, w, 7)
print(y)
edges = np.array([[0, 1], [1, 2], [2, 3], [3, 0], [0, 2]])
x = np.array([1.0, 4.0, 9.0, 16.0])
d = np.zeros(5)
edge_diffs(x, edges, d, 5)
print(d)
res = np.zeros(4)
edge_flux(x, edges, res, 5)
print(res, res.sum())
counts = np.zeros(4, dtype=np.int64)
ones = np.ones(7, dtype=np.int64)
scatter_add(counts, idx, ones, 7)
print(counts)
