# Shapes as people hold them: unpacked inside the loops (a helper that
# starts with `n, m = x.shape`, inlined into its caller's loops) and kept
# in a name before the loops (`ashape = a.shape`, then `ashape[0]`). The
# nests run as kernels; an array of another rank raises ValueError as in
# CPython.
import numpy as np
import alpyna


@alpyna.jit
def wrap_add(x, i, j):
    n, m = x.shape
    x[i, (j + 1) % m] += n


@alpyna.jit
def every_other(x):
    for i in range(x.shape[0]):
        for j in range(0, x.shape[1], 2):
            wrap_add(x, i, j)


@alpyna.jit
def last_column(x):
    for i in range(x.shape[0]):
        rows, cols = x.shape
        x[i, cols - 1] += rows


@alpyna.jit
def smooth(a):
    ashape = a.shape
    res = np.zeros(ashape)
    for i in range(1, ashape[0] - 1):
        for j in range(1, ashape[1] - 1):
            res[i, j] = (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1]) * 0.25
    return res


@alpyna.jit
def local_shape(n):
    grid = np.arange(n * 3.0).reshape(n, 3)
    dims = grid.shape
    total = 0.0
    for i in range(dims[0]):
        for j in range(dims[1]):
            total += grid[i, j] * (i + 1)
    return total


x = np.zeros((4, 6), dtype=np.int64)
every_other(x)
print(x)
last_column(x)
print(x[:, -1])
print(smooth(np.arange(20.0).reshape(4, 5)))
print(local_shape(5))
try:
    last_column(np.zeros(3))
except ValueError as e:
    print("ValueError:", e)
