# range(stop), range(start, stop), range(start, stop, step) with positive and negative and invariant steps.
import numpy as np

import alpyna


@alpyna.jit
def fill_steps(a, n, step):
    for i in range(0, n, step):
        a[i] = 1
    for i in range(n - 1, -1, -3):
        a[i] += 10
    for i in range(2, n - 2):
        a[i] += 100
    for i in range(n, 0, -step):
        a[i - 1] += 1000


@alpyna.jit
def empty_ranges(a, n):
    c = 0
    for i in range(n, 0):
        c += 1
    for i in range(0, n, -1):
        c += 1
    for i in range(5, 5):
        a[i] = 99
    return c


@alpyna.jit
def strided_2d(m, r, c):
    for i in range(0, r, 2):
        for j in range(c - 1, 0, -2):
            m[i, j] = i * 100 + j


a = np.zeros(12, dtype=np.int64)
fill_steps(a, 12, 4)
print(a)
print(empty_ranges(a, 6))
m = np.zeros((5, 6), dtype=np.int32)
strided_2d(m, 5, 6)
print(m)
print(list(range(10, 0, -3)), len(range(0, 100, 7)), range(5)[-1])
