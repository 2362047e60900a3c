# Induction scalars as users spell them (frontend/induction*.go): stepped
# through a private scalar (TSVC's s128: k = j + 1; j = k + 1), by 2 with
# reads before and after the step, two stepping together, reset per outer
# iteration, row-major flat indexing (idx = i * m), and under a condition
# (no closed form: it stays in order), or from a start that may be a float
# (its steps round where the closed form would not). The scalars' values
# after the loops are printed too, for empty ranges and negative steps.
import numpy as np

import alpyna


@alpyna.jit
def s128(a, b, c, d, h):
    j = -1
    k = 100
    for i in range(h):
        k = j + 1
        a[i] = b[k] - d[i]
        j = k + 1
        b[k] = a[i] + c[k]
    return j, k


@alpyna.jit
def down_through(x, y, n):
    p = 2 * n - 1
    t = -5
    for i in range(n):
        y[i] = t
        t = p - 1
        x[t] = x[p] + i
        p = t - 1
    return p, t


@alpyna.jit
def twice(x, y, n):
    k = 0
    for i in range(n):
        y[i] = x[k]
        k += 2
        y[i] += x[k - 1] * 10.0
    return k


@alpyna.jit
def together(x, y, n):
    p = 0
    q = n - 1
    for i in range(n):
        y[p] = x[q]
        p += 1
        q -= 1
    return p, q


@alpyna.jit
def reset(x, n, m):
    k = -1
    for i in range(n):
        k = 0
        for j in range(m):
            k += 1
            x[i, j] = k
    return k


@alpyna.jit
def rowmajor(flat, a, n, m):
    idx = -1
    for i in range(n):
        idx = i * m
        for j in range(m):
            flat[idx] = a[i, j]
            idx += 1
    return idx


@alpyna.jit
def inner_through(x, n, m):
    q = 0
    for i in range(n):
        q = 3 * m
        for j in range(m):
            r = q - 1
            x[i, r] = i + j
            q = r - 2
    return q


@alpyna.jit
def counted_from(y, n, s):
    t = s
    for i in range(n):
        y[i] = t
        t += 1
    return t


@alpyna.jit
def compact(x, y, n):
    k = 0
    for i in range(n):
        if x[i] > 0.0:
            y[k] = x[i]
            k += 1
    return k


n = 10
a = np.zeros(n)
b = np.arange(2.0 * n) * 0.5
c = np.arange(2.0 * n) - 3.0
d = np.arange(n) * 0.25
print(s128(a, b, c, d, n))
print(a)
print(b)
print(s128(a, b, c, d, 0))

x = np.arange(20.0)
y = np.zeros(10)
print(down_through(x, y, 10))
print(x)
print(y)
print(down_through(x, y, 0))

x = np.arange(21.0)
y = np.zeros(10)
print(twice(x, y, 10), y)
print(twice(x, y, 0))

y = np.zeros(10)
print(together(x, y, 10), y)
print(together(x, y, 0))

X = np.zeros((3, 4))
print(reset(X, 3, 4))
print(X)
print(reset(X, 3, 0), reset(X, 0, 4))

flat = np.zeros(12)
print(rowmajor(flat, np.arange(12.0).reshape(3, 4) * 2.0, 3, 4))
print(flat)
print(rowmajor(flat, np.zeros((3, 4)), 3, 0), rowmajor(flat, np.zeros((3, 4)), 0, 4))

X = np.zeros((3, 12))
print(inner_through(X, 3, 4))
print(X)
print(inner_through(X, 2, 0))

# A float start keeps its steps, which round (1e16 + 1 is 1e16): the
# closed form would round once.
y = np.zeros(4)
print(counted_from(y, 4, 1e16), y - 1e16)
print(counted_from(y, 4, 0.1), y)
print(counted_from(y, 4, 7), y)

x = np.array([1.0, -2.0, 3.0, 0.0, 5.0, -6.0, 7.0])
y = np.zeros(7)
print(compact(x, y, 7), y)
print(compact(x, y, 0))
