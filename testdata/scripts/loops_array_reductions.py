# Array reductions through computed subscripts: a histogram hist[b] += 1 with b computed in the
# loop, acc[m[e] // 2] += w[e], a scalar subscript and its neighbour, max through a modulus, an
# index array with an offset (rh[ir[k] - 1] += v), and a computed index out of range.
import numpy as np

import alpyna


@alpyna.jit
def histogram(u, counts, weights, nbins, n):
    for e in range(n):
        b = int(u[e] * nbins)
        counts[b] += 1
        weights[b] += u[e]


@alpyna.jit
def halves(m, w, acc, n):
    for e in range(n):
        acc[m[e] // 2] += w[e]


@alpyna.jit
def pairs(m, w, acc, n):
    for e in range(n):
        k = m[e] + 1
        acc[k] += w[e]
        acc[k - 1] -= w[e]


@alpyna.jit
def peaks(m, w, top, n):
    for e in range(n):
        top[m[e] % 10] = max(top[m[e] % 10], w[e])


@alpyna.jit
def one_based(ir, v, rh, n):
    for k in range(n):
        rh[ir[k] - 1] += v[k]


n = 6000
# Multiples of 1/64: the sums are exact in every order.
u = (np.arange(n) * 37 % 64) / 64.0
counts = np.zeros(16, dtype=np.int64)
weights = np.zeros(16)
histogram(u, counts, weights, 16, n)
print(counts.tolist())
print(weights.tolist())

m = np.arange(n, dtype=np.int64) * 31 % 200
w = (np.arange(n) % 7 + 1).astype(np.float32)
acc = np.zeros(100, dtype=np.float32)
halves(m, w, acc, n)
print(acc[:10].tolist(), acc.sum())

m2 = np.arange(n, dtype=np.int64) * 13 % 99
w2 = np.arange(n, dtype=np.int64) % 5 + 1
acc2 = np.zeros(100, dtype=np.int64)
pairs(m2, w2, acc2, n)
print(acc2[:10].tolist(), acc2.sum(), acc2.min(), acc2.max())

top = np.zeros(10, dtype=np.int64)
peaks(np.arange(n, dtype=np.int64) * 7 % 1000, np.arange(n, dtype=np.int64) * 7919 % 10007, top, n)
print(top.tolist())

# One-based indices: index 0 wraps to the last element, as NumPy does.
ir = np.arange(n, dtype=np.int64) * 37 % 3000
v = np.arange(n, dtype=np.int64) % 3 + 1
rh = np.zeros(3000, dtype=np.int64)
one_based(ir, v, rh, n)
print(rh.sum(), rh[-1], rh[:8].tolist())

bad = np.arange(n, dtype=np.int64) % 200
bad[4321] = 200
acc3 = np.zeros(100, dtype=np.int64)
try:
    halves(bad, np.ones(n, dtype=np.int64), acc3, n)
except IndexError as err:
    print("IndexError:", err, acc3.sum())
