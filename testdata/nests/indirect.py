# Indirect subscripts through integer arrays: left for the irregular-loop
# executor; until then their loops run in order.
# bind: n=100,m=50
import alpyna
from _common import arr, iarr, show


@alpyna.jit
def histogram(idx, w, y, n):
    for e in range(n):
        y[idx[e]] += w[e]


@alpyna.jit
def gather(idx, x, y, n):
    for i in range(n):
        y[i] = x[idx[i]]


@alpyna.jit
def scatter(idx, x, y, n):
    for i in range(n):
        y[idx[i]] = x[i]


@alpyna.jit
def edges(emap, w, node, m):
    for e in range(m):
        node[emap[e, 0]] += w[e]
        node[emap[e, 1]] -= w[e]


idx = iarr(20)
y = arr(10)
histogram(idx, arr(20), y, 20)
x = arr(20)
gather(idx, x, y, 10)
scatter(idx, x, y, 5)
emap = iarr(12, 2)
node = arr(8)
edges(emap, arr(12), node, 12)
show("indirect", y, node)
