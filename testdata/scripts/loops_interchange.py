# Loop interchange: a sequential loop outside parallel ones runs inside the kernel, and
# the results stay bit-exact (each element sees its updates in the program's order).
import numpy as np

import alpyna


@alpyna.jit
def syr2k_kij(c, a, b, n, m):
    # k carries C's updates; i and j are '=' in every dependence: dims i, j, k inside.
    for k in range(m):
        for i in range(n):
            for j in range(n):
                c[i, j] += a[i, k] * b[j, k] + b[i, k] * a[j, k]


@alpyna.jit
def gemver_rows(x, a, y, beta, n):
    # j sequential outside i: i becomes the dim, and the CPU runs its box inside j.
    for j in range(n):
        for i in range(n):
            x[i] += beta * a[j, i] * y[j]


@alpyna.jit
def sweep(a, b, m, n):
    # A recurrence along k; every i is independent of the others.
    for k in range(m):
        for i in range(n):
            a[k + 1, i] = a[k, i] + b[i]


@alpyna.jit
def sweep4(a, b, n0, n1, n2, n3):
    # Four deep, the sequential k third: dims i, j, l, with k inside each point.
    for i in range(n0):
        for j in range(n1):
            for k in range(n2):
                for l in range(n3):
                    a[i, j, k + 1, l] = a[i, j, k, l] * 0.5 + b[j, l]


@alpyna.jit
def skew(a, m, n):
    # Must not move: a[k + 1, i] reads a[k, i + 1], which another i wrote one k before
    # (direction (<, >)), so i stays inside k.
    for k in range(m):
        for i in range(n - 1):
            a[k + 1, i] = a[k, i + 1]


@alpyna.jit
def with_private(a, b, m, n):
    # A scalar private to each (k, i) iteration moves with it.
    for k in range(m):
        for i in range(n):
            t = a[k, i] * 2.0
            a[k + 1, i] = t + b[i]


@alpyna.jit
def reduce_across(a, c, m, n):
    # c's i loop and the sum's are siblings inside k (no perfect chain): nothing moves, and
    # the sum keeps its order.
    s = 0.0
    for k in range(m):
        for i in range(n):
            c[i] += a[k, i] * 0.25
            s += a[k, i] * c[i]
    return s


@alpyna.jit
def triangle(a, m):
    # i's bounds read k: the chain is not rectangular and stays in order.
    for k in range(1, m):
        for i in range(k):
            a[k, i] = a[k - 1, i] + a[k - 1, i + 1]


n, m = 13, 9
a = np.arange(n * m, dtype=np.float64).reshape(n, m) / 7.0
b = np.sin(np.arange(n * m, dtype=np.float64)).reshape(n, m)
c = np.ones((n, n))
syr2k_kij(c, a, b, n, m)
print("syr2k", c.sum(), c[0].tolist(), c[n - 1, n - 2])

g = np.cos(np.arange(n * n, dtype=np.float64)).reshape(n, n)
x = np.zeros(n)
y = np.arange(n, dtype=np.float64) * 0.1
gemver_rows(x, g, y, 1.5, n)
print("gemver", x.tolist())

s = np.zeros((m + 1, n))
s[0] = np.arange(n) * 0.3
sweep(s, np.linspace(0.0, 1.0, n), m, n)
print("sweep", s[m].tolist(), s.sum())

q = np.arange(3 * 4 * 6 * 5, dtype=np.float64).reshape(3, 4, 6, 5)
sweep4(q, np.arange(20, dtype=np.float64).reshape(4, 5) * 0.1, 3, 4, 5, 5)
print("sweep4", q.sum(), q[2, 3, 5].tolist(), q[1, 0, :, 4].tolist())

k = np.arange((m + 1) * n, dtype=np.float64).reshape(m + 1, n)
skew(k, m, n)
print("skew", k[m].tolist(), k[:, 0].tolist())

p = np.zeros((m + 1, n))
p[0] = np.arange(n) * 0.01
with_private(p, np.arange(n) * 0.5, m, n)
print("private", p[m].tolist())

r = (np.arange(m * n) % 7).reshape(m, n) * 1.0  # exact sums in any order (a GPU's too)
cc = np.zeros(n)
print("reduce", reduce_across(r, cc, m, n), cc.tolist())

t = np.ones((8, 9))
triangle(t, 8)
print("triangle", t[7].tolist(), t.sum())
