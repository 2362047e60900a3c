# 1-D and 2-D stencils: neighbour reads a[i-1], a[i+1], a[i][j+1], in place and into a second array.
import numpy as np

import alpyna


@alpyna.jit
def smooth1d(a, b, n):
    for i in range(1, n - 1):
        b[i] = (a[i - 1] + 2 * a[i] + a[i + 1]) / 4


@alpyna.jit
def shift_in_place(a, n):
    for i in range(n - 1):
        a[i] = a[i + 1]


@alpyna.jit
def recurrence(a, n):
    for i in range(2, n):
        a[i] = a[i - 1] + a[i - 2]


@alpyna.jit
def laplace(u, v, n, m):
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            v[i][j] = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]


@alpyna.jit
def gauss_seidel(u, n, sweeps):
    for t in range(sweeps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                u[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])


a = np.array([0.0, 4.0, 8.0, 4.0, 0.0, 4.0])
b = a.copy()
smooth1d(a, b, 6)
print(b)
shift_in_place(a, 6)
print(a)
f = np.ones(15, dtype=np.int64)
recurrence(f, 15)
print(f)
u = np.arange(30, dtype=np.float64).reshape(5, 6)
for i in range(5):
    for j in range(6):
        u[i, j] = u[i, j] * u[i, j]
v = np.zeros((5, 6))
laplace(u, v, 5, 6)
print(v)
g = np.zeros((6, 6), dtype=np.float32)
for j in range(6):
    g[0, j] = 1.0
gauss_seidel(g, 6, 3)
print(g)
print(g.sum())
