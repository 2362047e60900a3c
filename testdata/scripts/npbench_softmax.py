# Port of npbench npbench/benchmarks/deep_learning/softmax (BSD-3-Clause, spcl/npbench)
# Numerically stable softmax over the last axis: axis=-1 with keepdims=True, float32.
import numpy as np


def initialize(N, H, SM):
    from numpy.random import default_rng
    rng = default_rng(42)
    x = rng.random((N, H, SM, SM), dtype=np.float32)
    return x


# Numerically-stable version of softmax
def softmax(x):
    tmp_max = np.max(x, axis=-1, keepdims=True)
    tmp_out = np.exp(x - tmp_max)
    tmp_sum = np.sum(tmp_out, axis=-1, keepdims=True)
    return tmp_out / tmp_sum


x = initialize(2, 3, 4)
out = softmax(x)
print(out.shape, out.dtype)
print(np.round(out[0, 0], 5))
print(np.round(out[1, 2], 5))
print(np.round(np.sum(out, axis=-1), 5))
