# Imperfect nests (statements between loops) and sibling loops inside one outer loop.
import numpy as np

import alpyna


@alpyna.jit
def row_normalise(m, r, c):
    for i in range(r):
        s = 0.0
        for j in range(c):
            s += m[i, j]
        inv = 1.0 / s
        for j in range(c):
            m[i, j] = m[i, j] * inv


@alpyna.jit
def two_phase(a, b, n, k):
    for t in range(k):
        for i in range(n):
            b[i] = a[i] * 2 + t
        for i in range(n):
            a[i] = b[i] - a[i]


@alpyna.jit
def matvec(m, x, y, r, c):
    for i in range(r):
        y[i] = 0.0
        for j in range(c):
            y[i] += m[i, j] * x[j]


@alpyna.jit
def transpose(src, dst, r, c):
    for i in range(r):
        for j in range(c):
            dst[j, i] = src[i, j]


m = np.arange(1, 13, dtype=np.float64).reshape(3, 4)
row_normalise(m, 3, 4)
print(m)
a = np.arange(4, dtype=np.int64)
b = np.zeros(4, dtype=np.int64)
two_phase(a, b, 4, 3)
print(a, b)
mm = np.arange(6, dtype=np.float32).reshape(2, 3)
x = np.array([1.0, -1.0, 0.5], dtype=np.float32)
y = np.zeros(2, dtype=np.float32)
matvec(mm, x, y, 2, 3)
print(y)
t = np.zeros((3, 2), dtype=np.float32)
transpose(mm, t, 2, 3)
print(t)
