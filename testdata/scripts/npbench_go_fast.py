# Port of npbench npbench/benchmarks/go_fast (BSD-3-Clause, spcl/npbench)
# Numba's introductory example: a loop over the diagonal with np.tanh, then a
# whole-array add.
import numpy as np


def initialize(N):
    from numpy.random import default_rng
    rng = default_rng(42)
    x = rng.random((N, N), dtype=np.float64)
    return x


def go_fast(a):
    trace = 0.0
    for i in range(a.shape[0]):
        trace += np.tanh(a[i, i])
    return a + trace


a = initialize(6)
r = go_fast(a)
print(np.round(r, 8))
