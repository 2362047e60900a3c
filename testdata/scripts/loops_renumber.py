# alpyna.renumber: an edge loop on a small scrambled mesh, run before and
# after renumbering its edges and vertices for locality ([edge colouring] §6,
# Algorithm 5); the permutations are the same under CPython, and the
# renumbered loop computes the same residual, moved to the new numbers.
import numpy as np

import alpyna


@alpyna.jit
def flux(x, w, left, right, res, m):
    for e in range(m):
        f = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += f
        res[right[e]] -= f


@alpyna.jit
def permute(order, newid, left, right, w, left2, right2, w2, m):
    for e in range(m):
        left2[e] = newid[left[order[e]]]
        right2[e] = newid[right[order[e]]]
        w2[e] = w[order[e]]


@alpyna.jit
def move(newid, x, x2, nv):
    for v in range(nv):
        x2[newid[v]] = x[v]


def head(a, k):
    return [int(a[t]) for t in range(k)]


n = 7
nv = n * n
s = np.arange(3 * nv, dtype=np.int64)
g = (s * 31) % (3 * nv)
q = g // 3
k = g % 3
i = q // n
j = q % n
di = (k >= 1).astype(np.int64)
dj = (k != 1).astype(np.int64)
left = (q * 17) % nv
right = ((((i + di) % n) * n + (j + dj) % n) * 17) % nv
m = len(left)
x = (np.arange(nv) % 11).astype(np.float64)
w = (np.arange(m) % 5 + 1).astype(np.float64)
res = np.zeros(nv)
flux(x, w, left, right, res, m)

order, newid = alpyna.renumber([left, right], nv)
print(order.dtype, order.shape, head(order, 12))
print(newid.dtype, newid.shape, head(newid, 12))
left2 = np.zeros(m, dtype=np.int64)
right2 = np.zeros(m, dtype=np.int64)
w2 = np.zeros(m)
permute(order, newid, left, right, w, left2, right2, w2, m)
x2 = np.zeros(nv)
move(newid, x, x2, nv)
res2 = np.zeros(nv)
flux(x2, w2, left2, right2, res2, m)
moved = np.zeros(nv)
move(newid, res, moved, nv)
print((res * res).sum(), (res2 * res2).sum(), bool(((res2 - moved) * (res2 - moved)).sum() == 0.0))
print(head(left2, 10), head(right2, 10))

c2v = np.zeros((m, 3), dtype=np.int64)
for e in range(m):
    c2v[e, 0] = left[e]
    c2v[e, 1] = right[e]
    c2v[e, 2] = (left[e] + 1) % nv
o3, n3 = alpyna.renumber([c2v], nv)
print(head(o3, 10), head(n3, 10))
try:
    alpyna.renumber([left], 5)
except IndexError as err:
    print("IndexError", err)
