# A tuple of indices held in a name, then used as a subscript (pythran's
# convolution): the subscript reads the indices themselves and the nest
# runs as kernels. A tuple also read after the loops keeps the nest in the
# interpreter.
import numpy as np
import alpyna


@alpyna.jit
def shift(x):
    out = np.zeros_like(x)
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            idx = max(0, i - 1), max(0, j - 1)
            out[i, j] = x[idx]
    return out


@alpyna.jit
def corners(x, out):
    n, m = x.shape
    for i in range(n):
        top = (0, i % m)
        bottom = n - 1, (i + 1) % m
        out[i] = x[top] - x[bottom]


@alpyna.jit
def last_index(x):
    for i in range(x.shape[0]):
        where = (i, 0)
        x[where] += 1.0
    return where


x = np.arange(12.0).reshape(3, 4)
print(shift(x))
out = np.zeros(3)
corners(x, out)
print(out)
print(last_index(x.copy()))
