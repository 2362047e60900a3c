# Moving windows clipped to the array, as smoothing and banded codes
# write them: `range(max(0, i - w), min(n, i + w + 1))`. The loop runs over
# the window's range with its body guarded by the clipping
# (frontend/windows.go), so the nest runs as kernels with the outer loop
# in parallel; the loop variable keeps CPython's last value after the
# nest. CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def smooth(x, out, w):
    n = len(x)
    for i in range(n):
        s = 0.0
        for j in range(max(0, i - w), min(n, i + w + 1)):
            s += x[j]
        out[i] = s / (min(n, i + w + 1) - max(0, i - w))


@alpyna.jit
def banded(A, x, y, b):
    n = A.shape[0]
    for i in range(n):
        t = 0.0
        for j in range(max(i - b, 0), min(i + b + 1, n)):
            t += A[i, j] * x[j]
        y[i] = t
    return j


@alpyna.jit
def prefix_max(a, out, m):
    for i in range(len(a)):
        best = -1e300
        for k in range(min(i + 1, m)):
            if a[k] > best:
                best = a[k]
        out[i] = best


@alpyna.jit
def first_over(a, out, w, thr):
    n = len(a)
    for i in range(n):
        out[i] = -1
        for j in range(i, min(n, i + w)):
            if a[j] > thr:
                out[i] = j
                break


x = ((np.arange(40) * 7) % 11 - 5) * 0.25
out = np.zeros(40)
smooth(x, out, 3)
print(np.round(out, 12))
A = np.arange(64.0).reshape(8, 8) / 10.0
y = np.zeros(8)
print(banded(A, np.linspace(1.0, 2.0, 8), y, 2), y)
pm = np.zeros(40)
prefix_max(x, pm, 25)
print(pm)
fo = np.zeros(40, dtype=np.int64)
first_over(x, fo, 4, 0.9)
print(fo)
