# A scalar assigned in an inner loop and read after the nest: the outer
# loop runs in parallel when the inner loop surely runs (constant trip
# count, or bounds a constant apart), since its last iteration leaves the
# value; an inner loop that may run no iteration keeps the outer loop in
# order (kernelgen/schedule.go, scalarDimOK). CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def lastval_inner(a, b):
    for i in range(len(a)):
        for k in range(3):
            t = a[i] * k
            b[i] += t
    return t


@alpyna.jit
def maybe_empty(a, b, m):
    t = -1.0
    for i in range(len(a)):
        for k in range(i, m):
            t = a[i] * k
            b[i] += t
    return t


@alpyna.jit
def shifted(a, b):
    for i in range(len(a)):
        for k in range(i, i + 2):
            t = a[i] + k
            b[i] += t
    return t


@alpyna.jit
def backwards(a, b):
    for i in range(len(a)):
        for k in range(4, 0, -2):
            t = a[i] - k
            b[i] = b[i] * 0.5 + t
    return t, k


for n in (1, 2, 7, 100):
    b = np.zeros(n)
    print(lastval_inner(np.arange(n * 1.0), b), b.sum())
    print(maybe_empty(np.arange(n * 1.0), b, 2), maybe_empty(np.arange(n * 1.0), b, 0), b.sum())
    print(shifted(np.arange(n * 1.0), b), b.sum())
    print(backwards(np.arange(n * 1.0), b), b.sum())
