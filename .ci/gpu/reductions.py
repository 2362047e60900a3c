# Float reductions and float increments whose last bits depend on the
# order of their additions: .ci/gpu-check runs this script several times
# on the gpu backend and checks that every run prints the same bits.
import sys

import numpy as np

import alpyna


@alpyna.jit
def dot(a, b, n):
    s = 0.0
    for i in range(n):
        s += a[i] * b[i]
    return s


@alpyna.jit
def norms(a, n, m):
    lo = a[0]
    hi = a[0]
    for i in range(n):
        for j in range(m):
            v = a[i * m + j]
            lo = min(lo, v)
            hi = max(hi, v)
    return lo, hi


@alpyna.jit
def histogram(h, idx, w, n):
    for i in range(n):
        h[idx[i]] += w[i]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
x = np.zeros(n)
y = np.zeros(n)
idx = np.zeros(n, dtype=np.int64)
seed = 12345
for i in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    x[i] = (seed / 2147483648.0 - 0.5) * 10.0 ** (seed % 17 - 8)
    y[i] = 1.0 + (seed % 1000) / 7.0
    idx[i] = seed % 97
print(repr(dot(x, y, n)))
print(norms(x, n // 100, 100))
h = np.zeros(97)
histogram(h, idx, x, n)
print(repr(float(h.sum())), repr(float(h[0])), repr(float(h[96])))
