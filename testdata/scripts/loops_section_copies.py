# Section statements that copy (gg_next[i, :] = gg[i, :], a row filled
# with one element) compute nothing in the arrays' dtype, so int32 and
# float32 arrays run them as kernels when source and target share a
# dtype (frontend/sections.go). Arithmetic on int32 sections, which NumPy
# computes in int32, and copies between dtypes still run in the
# interpreter. CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def copy_rows(gg, gg_next):
    for i in range(gg.shape[0]):
        gg_next[i, :] = gg[i, :]
        gg_next[i, 0] += 1
    return gg_next


@alpyna.jit
def fill_rows(a, b):
    for i in range(a.shape[0]):
        a[i, :] = b[i, 0]
    return a


@alpyna.jit
def add_rows(a, b):
    for i in range(a.shape[0]):
        a[i, :] = b[i, :] + 2147483647
    return a


g = np.arange(8, dtype=np.int32).reshape(4, 2)
print(copy_rows(g, np.zeros((4, 2), dtype=np.int32)).tolist())
print(copy_rows(g.astype(np.float32) + 0.5, np.zeros((4, 2), dtype=np.float32)).tolist())
print(copy_rows(np.arange(8).reshape(4, 2) * 2**40, np.zeros((4, 2), dtype=np.int32)).tolist())
print(copy_rows(np.arange(8).reshape(4, 2), np.zeros((4, 2))).tolist())
print(fill_rows(np.zeros((3, 4), np.int32), np.arange(6, dtype=np.int32).reshape(3, 2)).tolist())
print(add_rows(np.zeros((2, 2), np.int32), np.ones((2, 2), np.int32)).tolist())
