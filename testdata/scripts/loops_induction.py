# Scalars stepped by a constant once per iteration (induction scalars)
# used as subscripts: their closed forms make the subscripts affine, so the
# loops run in parallel, and the scalars end as CPython leaves them.
import numpy as np

import alpyna


@alpyna.jit
def pack(x, a, n):
    lw = 0
    for i in range(n):
        x[lw] = a[i] * 2.0
        lw += 1
    return lw


@alpyna.jit
def reverse(x, a, n):
    p = n - 1
    for i in range(n):
        x[p] = a[i]
        p -= 1
    return p


@alpyna.jit
def strided(x, n, off):
    k = off + 3
    for i in range(2, n):
        x[k] = x[k] + i
        k = k + 2
    return k


@alpyna.jit
def never(x, n):
    k = 7
    for i in range(n):
        x[k] = 1.0
        k += 1
    return k


@alpyna.jit
def read_after_step(x, y, n):
    j = 0
    for i in range(n):
        j += 1
        y[i] = x[j - 1] + j
    return j


n = 12
x = np.zeros(n)
a = np.arange(n) * 1.5
print(pack(x, a, n), x)
print(reverse(x, a, n), x)
z = np.zeros(40)
print(strided(z, 10, 4), z)
print(never(z, 0), z.sum())
y = np.zeros(n)
print(read_after_step(a, y, n), y)
