# Loops over slices of arrays, reversed arrays and enumerate with a
# keyword start, as people write them: `for v in x[1:]`, `for a, b in
# zip(x[1:], x[:-1])`, `for v in reversed(x)`, `for i, v in enumerate(x,
# start=1)`. Each becomes a range loop reading the element the slice
# holds (frontend/iterations.go); bounds NumPy would clip send the call to
# the interpreter. CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def diffs(x, out):
    k = 0
    for a, b in zip(x[1:], x[:-1]):
        out[k] = a - b
        k += 1
    return k


@alpyna.jit
def tail_sum(x, lo):
    s = 0.0
    for v in x[lo:]:
        s += v
    return s


@alpyna.jit
def evens(x):
    s = 0.0
    for v in x[::2]:
        s = s * 0.5 + v
    return s


@alpyna.jit
def window_max(x, lo, hi):
    m = -1e300
    for v in x[lo:hi]:
        m = max(m, v)
    return m


@alpyna.jit
def backwards(x):
    s = 0.0
    for v in reversed(x):
        s = s * 0.5 + v
    return s


@alpyna.jit
def numbered(x, out):
    for i, v in enumerate(x, start=1):
        out[i - 1] = i * v
    return i


@alpyna.jit
def middle_rows(m, out):
    for i, row in enumerate(m[1:-1]):
        t = 0.0
        for v in row:
            t += v
        out[i] = t


@alpyna.jit
def strided_back(x, y):
    s = 0.0
    t = 0.0
    for u, v in zip(x[::-3], y):
        s += u * v
        t = t * 0.5 + u
    return s, t


x = np.linspace(0.0, 3.0, 13) ** 2
out = np.zeros(12)
print(diffs(x, out), out)
print(tail_sum(x, 3), tail_sum(x, 20), tail_sum(x, -4))
print(evens(x), evens(x[:0]))
print(window_max(x, 2, 9), window_max(x, 5, 100), window_max(x, 9, 2))
print(backwards(x), backwards(x[:1]))
o = np.zeros(13)
print(numbered(x, o), o)
m = np.arange(20.0).reshape(5, 4)
r = np.zeros(3)
middle_rows(m, r)
print(r)
for n in (0, 1, 5, 6, 7, 13):
    print(strided_back(x[:n], np.arange(1.0, 6.0)))
