# Helpers that return a number or None, called in a nest and tested with
# `is None` / `is not None`, as lookups that may find nothing are written:
# an explicit `return None`, a bare `return`, and falling off the end. The
# inliner gives such a call a flag that is true where it returned None
# (frontend/optional.go), so the nest runs as kernels; a use of the value
# where it is None fails the kernel and the interpreter raises CPython's
# TypeError. CPython's output is the golden.
import numpy as np

import alpyna


def bin_of(x, n):
    b = int(x)
    if b < 0 or b >= n:
        return None
    else:
        return b


@alpyna.jit
def histogram(a, n):
    hist = np.zeros(n, dtype=np.int64)
    for i in range(a.shape[0]):
        b = bin_of(a[i], n)
        if b is not None:
            hist[int(b)] += 1
    return hist


def first_above(row, t):
    for k in range(row.shape[0]):
        if row[k] > t:
            return k


@alpyna.jit
def positions(M, t, out):
    for i in range(M.shape[0]):
        k = first_above(M[i], t)
        if k is None:
            out[i] = -1
        else:
            out[i] = k


def ratio(x, y):
    if y == 0.0:
        return
    return x / y


@alpyna.jit
def ratios(x, y, out):
    missing = 0
    for i in range(x.shape[0]):
        r = ratio(x[i], y[i])
        if r is None:
            missing += 1
            continue
        out[i] = r * 2.0
    return missing


@alpyna.jit
def direct(x, y, out):
    for i in range(x.shape[0]):
        if ratio(x[i], y[i]) is not None:
            out[i] = 1.0


@alpyna.jit
def unguarded(x, y):
    total = 0.0
    for i in range(x.shape[0]):
        total += ratio(x[i], y[i])
    return total


a = np.array([0.5, 1.5, -3.0, 2.2, 9.0, 1.1, 2.9, 0.0])
print(histogram(a, 3).tolist())
M = np.arange(20.0).reshape(4, 5) % 7
out = np.zeros(4, dtype=np.int64)
positions(M, 4.5, out)
print(out.tolist())
x = np.arange(6.0)
y = np.array([1.0, 0.0, 2.0, 4.0, 0.0, 8.0])
o = np.zeros(6)
print(ratios(x, y, o), o.tolist())
o2 = np.zeros(6)
direct(x, y, o2)
print(o2.tolist())
print(unguarded(x, y + 1.0))
try:
    unguarded(x, y)
except TypeError:
    print("TypeError")
