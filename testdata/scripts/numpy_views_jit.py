# Views passed to jit functions: contiguous ones (a row, a slice) run in
# kernels from their offset, strided ones (a column, a step) in kernels
# that address them through their strides, and two overlapping views of
# one array in the interpreter, each with the same result as CPython.
import numpy as np
import alpyna

@alpyna.jit
def scale(x, n):
    for i in range(n):
        x[i] = x[i] * 2.0 + 1.0

@alpyna.jit
def shift(dst, src, n):
    for i in range(n):
        dst[i] = src[i] + 0.5

a = np.arange(12.0).reshape(3, 4)
scale(a[1], 4)          # a contiguous row
scale(a[:, 2], 3)       # a strided column
b = np.arange(10.0)
scale(b[2:7], 5)        # a contiguous slice
scale(b[::3], 4)        # a strided slice
print(a)
print(b)
c = np.arange(8.0)
shift(c[1:], c[:-1], 7)  # overlapping views of one array
print(c)
