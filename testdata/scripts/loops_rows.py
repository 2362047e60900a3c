# Rows of arrays, iterated over and named, as people write them: `for row
# in m`, `for i, row in enumerate(m)`, `r = a[i]` before an inner loop,
# writes through a row (a view: they change the array), planes and rows of
# a three-axis array, a row passed to a helper that is inlined. Each row is
# read through its array (`row[j]` is `m[i, j]`, `len(row)` is
# `m.shape[1]`; frontend/rows.go) and every nest
# runs as kernels but `last_row` and `row_after`, whose rows are read after
# the loop and which run in the interpreter. CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def row_sums(m, out):
    k = 0
    for row in m:
        s = 0.0
        for x in row:
            s += x
        out[k] = s
        k += 1


@alpyna.jit
def row_means(m, out):
    for i, row in enumerate(m):
        s = 0.0
        for j in range(len(row)):
            s += row[j]
        out[i] = s / row.shape[0]


@alpyna.jit
def scale_rows(a, b):
    for i in range(a.shape[0]):
        r = a[i]
        o = b[i]
        for j in range(r.shape[0]):
            o[j] = r[j] * 2.0 + i


@alpyna.jit
def clip_rows(m, hi):
    for row in m:
        for j in range(len(row)):
            if row[j] > hi:
                row[j] = hi


@alpyna.jit
def squares(a):
    t = 0.0
    for plane in a:
        for row in plane:
            for v in row:
                t += v * v
    return t


def dot(x, y, n):
    s = 0.0
    for k in range(n):
        s += x[k] * y[k]
    return s


@alpyna.jit
def matvec(A, x, y):
    for i in range(A.shape[0]):
        y[i] = dot(A[i], x, x.shape[0])


@alpyna.jit
def row_norms2(A, out):
    for i in range(A.shape[0]):
        r = A[i]
        out[i] = dot(r, r, len(r))


@alpyna.jit
def row_reused(m, out):
    for i in range(m.shape[0]):
        r = m[i]
        out[i] = r[0] + r[1]
    r = out  # r is assigned again before it is read: dead after the nest
    return r.sum()


@alpyna.jit
def row_after(m, out):
    for i in range(m.shape[0]):
        r = m[i]
        out[i] = r[0]
    return r[2]


@alpyna.jit
def last_row(m):
    for row in m:
        row[0] = -1.0
    return row


m = np.arange(120.0).reshape(12, 10)
sums = np.zeros(12)
row_sums(m, sums)
print(sums)
means = np.zeros(12)
row_means(m, means)
print(means)
b = np.zeros_like(m)
scale_rows(m, b)
print(b.sum(), b[3])
c = m.copy()
clip_rows(c, 55.0)
print(c.max(), c[5])
print(squares(np.arange(60.0).reshape(3, 4, 5)))
y = np.zeros(12)
matvec(m, np.linspace(0.0, 1.0, 10), y)
print(y)
n2 = np.zeros(12)
row_norms2(m, n2)
print(n2)
print(row_reused(m, np.zeros(12)), row_after(m, np.zeros(12)))
d = m.copy()
print(last_row(d), d[:, 0])
