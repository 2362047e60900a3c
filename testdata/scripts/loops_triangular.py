# Triangular loop nests: bounds depending on outer loop variables, lower and upper triangles.
import numpy as np

import alpyna


@alpyna.jit
def lower(a, n):
    for i in range(n):
        for j in range(i + 1):
            a[i, j] = i * 10 + j


@alpyna.jit
def upper_sum(a, n):
    s = 0
    for i in range(n):
        for j in range(i, n):
            s += a[i, j] + 1
    return s


@alpyna.jit
def strict_lower_count(n):
    c = 0
    for i in range(n):
        for j in range(i):
            c += 1
    return c


@alpyna.jit
def forward_subst(l, b, x, n):
    for i in range(n):
        s = b[i]
        for j in range(i):
            s -= l[i, j] * x[j]
        x[i] = s / l[i, i]


n = 5
a = np.zeros((n, n), dtype=np.int32)
lower(a, n)
print(a)
print(upper_sum(a, n))
print(strict_lower_count(n), strict_lower_count(100))
l = np.zeros((4, 4))
for i in range(4):
    for j in range(i + 1):
        l[i, j] = 1.0 + i + j * 0.5
b = np.array([1.0, 2.0, 3.0, 4.0])
x = np.zeros(4)
forward_subst(l, b, x, 4)
print(x)
