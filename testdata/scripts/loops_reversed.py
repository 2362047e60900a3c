# Loops over reversed(range(...)) of a constant step, as backward sweeps
# are written: each becomes the range that counts down (frontend/
# iterations.go, reversedRange) and runs as kernels, empty ranges and
# steps that do not divide the span included; the loop variable after the
# loop is CPython's. CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def backward(a):
    n = len(a)
    for i in reversed(range(n - 1)):
        a[i] = a[i] + 0.5 * a[i + 1]


@alpyna.jit
def back_sub(U, b):
    n = b.shape[0]
    x = np.zeros(n)
    for i in reversed(range(n)):
        s = b[i]
        for j in range(i + 1, n):
            s -= U[i, j] * x[j]
        x[i] = s / U[i, i]
    return x


@alpyna.jit
def window(a, lo, hi, out):
    k = 0
    for i in reversed(range(lo, hi)):
        out[k] = a[i]
        k += 1
    return k


@alpyna.jit
def down_up(a, out):
    for i in reversed(range(a.shape[0], 0, -1)):
        out[i - 1] = a[i - 1] * i


@alpyna.jit
def strided_back(a, lo, hi, out):
    k = 0
    for i in reversed(range(lo, hi, 3)):
        out[k] = a[i]
        k += 1
    for i in reversed(range(hi, lo, -2)):
        out[k] = -a[i]
        k += 1
    return k


@alpyna.jit
def last_index(a):
    i = -1
    for i in reversed(range(a.shape[0])):
        a[i] += 1.0
    return i


b = np.arange(10.0)
backward(b)
print(b)
U = np.triu(np.arange(1.0, 17.0).reshape(4, 4))
print(np.round(back_sub(U, np.ones(4)), 12))
out = np.zeros(10)
print(window(np.arange(10.0) * 2, 3, 8, out), out)
print(window(np.arange(10.0) * 2, 5, 5, out), out)
o2 = np.zeros(6)
down_up(np.arange(6.0), o2)
print(o2)
for lo, hi in [(2, 20), (2, 21), (2, 22), (5, 5), (7, 3), (0, 1)]:
    out = np.zeros(40)
    k = strided_back(np.arange(30.0), lo, hi, out)
    print(lo, hi, k, out[:k].tolist())
print(last_index(np.zeros(5)), last_index(np.zeros(0)))
