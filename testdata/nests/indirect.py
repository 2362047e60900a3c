# Indirect subscripts through integer arrays: the subscript's value is data,
# so writes through it may collide; reads through it are harmless.
# bind: n=100,m=50
import alpyna
from _common import arr, iarr, show


@alpyna.jit
def histogram(idx, w, y, n):
    # expect: L13: parallel none; sequential e
    # why: two edges may share idx[e], so y[idx[e]] may be updated twice (only atomic updates would make e a parallel reduction).
    for e in range(n):
        y[idx[e]] += w[e]


@alpyna.jit
def gather(idx, x, y, n):
    # expect: L21: parallel i; sequential none
    # why: the indirection is only read (x[idx[i]]); y[i] is written once per iteration.
    for i in range(n):
        y[i] = x[idx[i]]


@alpyna.jit
def scatter(idx, x, y, n):
    # expect: L29: parallel none; sequential i
    # why: y[idx[i]] may be written by several i: output dependence unknown until the values of idx are known.
    for i in range(n):
        y[idx[i]] = x[i]


@alpyna.jit
def edges(emap, w, node, m):
    # expect: L38: parallel none; sequential e
    # expect: L39: parallel none; sequential e
    # why: both statements update node through emap, whose values may repeat across edges and between the two columns.
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
