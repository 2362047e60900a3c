# @alpyna.jit functions: loop nests writing arrays, returning values, called several times.
import numpy as np

import alpyna


@alpyna.jit
def scale(a, s, n):
    for i in range(n):
        a[i] = a[i] * s


@alpyna.jit
def dot(x, y, n):
    total = 0.0
    for i in range(n):
        total += x[i] * y[i]
    return total


@alpyna.jit
def outer(x, y, m, n, out):
    for i in range(m):
        for j in range(n):
            out[i, j] = x[i] * y[j]
    return out.sum()


a = np.arange(6, dtype=np.float64)
scale(a, 2.0, 6)
print(a)
scale(a, 0.5, 3)
print(a)
print(dot(a, a, 6))
x = np.arange(1, 4, dtype=np.float32)
y = np.arange(1, 5, dtype=np.float32)
o = np.zeros((3, 4), dtype=np.float32)
print(outer(x, y, 3, 4, o))
print(o)
print(scale.__name__, callable(dot))
for k in range(3):
    scale(x, 2.0, 3)
print(x)
