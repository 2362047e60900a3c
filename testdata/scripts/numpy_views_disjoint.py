# Views of one array that share no element (two columns of a matrix, the
# even and odd elements of a vector) run as kernels: the run-time alias
# check looks at the elements, not only at the bytes they span
# (closure/kernels.go, interleaved). Views that do share elements (one
# column twice, overlapping steps) still run in the interpreter.
# CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def cols(a, b, c):
    s = 0.0
    for i in range(len(a)):
        b[i] = a[i] * c + b[i]
        s += a[i]
    return s


A = ((np.arange(300 * 31) % 7 - 3) * 0.25).reshape((300, 31))
print(cols(A[:, 2], A[:, 5], 0.25), A.sum())
b = (np.arange(2000) % 7 - 3) * 0.25
print(cols(b[::2], b[1::2], 0.5), b.sum())
print(cols(b[1::2], b[::2], -1.0), b.sum())
print(cols(A[:, 3], A[:, 3], 2.0), A.sum())
print(cols(b[::4], b[::2], 3.0), b.sum())
print(cols(b[::3], b[1::3], 1.5), b.sum())
