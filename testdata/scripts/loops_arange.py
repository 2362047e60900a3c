# Loops over np.arange(...) of ints and over list(range(...)), as people
# coming from NumPy write them: range loops whose variable is the
# np.int64 that np.arange yields (frontend/iterations.go, arangeLoops), so
# the nests run as kernels; np.arange of floats, and of names holding
# floats, runs in the interpreter. CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def doubled(a):
    for i in np.arange(len(a)):
        a[i] = i * 2
    return i


@alpyna.jit
def listed(a):
    for i in list(range(len(a))):
        a[i] += 1
    return i


@alpyna.jit
def every_other(a, lo):
    for j in np.arange(lo, len(a), 2):
        a[j] = -a[j]


@alpyna.jit
def types(n):
    t = 0
    for k in np.arange(n):
        t += k // 2
    return t


@alpyna.jit
def float_range(a, stop):
    s = 0.0
    for x in np.arange(0.0, stop, 0.25):
        s += x
    for x in np.arange(stop):
        s += x
    return s


a = np.zeros(7, dtype=np.int64)
print(doubled(a), a)
print(listed(a), a)
every_other(a, 1)
print(a)
print(types(9), type(types(9)).__name__)
print(float_range(a, 2.5), float_range(a, 3))
