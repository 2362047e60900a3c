# Port of npbench npbench/benchmarks/deep_learning/mlp (BSD-3-Clause, spcl/npbench)
# A three-layer perceptron: float32 matmuls, bias broadcasting, relu and softmax.
import numpy as np


def initialize(C_in, N, S0, S1, S2):
    from numpy.random import default_rng
    rng = default_rng(42)

    mlp_sizes = [S0, S1, S2]  # [300, 100, 10]
    # Inputs
    input = np.random.rand(N, C_in).astype(np.float32)
    # Weights
    w1 = rng.random((C_in, mlp_sizes[0]), dtype=np.float32)
    b1 = rng.random((mlp_sizes[0], ), dtype=np.float32)
    w2 = rng.random((mlp_sizes[0], mlp_sizes[1]), dtype=np.float32)
    b2 = rng.random((mlp_sizes[1], ), dtype=np.float32)
    w3 = rng.random((mlp_sizes[1], mlp_sizes[2]), dtype=np.float32)
    b3 = rng.random((mlp_sizes[2], ), dtype=np.float32)

    return input, w1, b1, w2, b2, w3, b3


def relu(x):
    return np.maximum(x, 0)


# Numerically-stable version of softmax
def softmax(x):
    tmp_max = np.max(x, axis=-1, keepdims=True)
    tmp_out = np.exp(x - tmp_max)
    tmp_sum = np.sum(tmp_out, axis=-1, keepdims=True)
    return tmp_out / tmp_sum


# 3-layer MLP
def mlp(input, w1, b1, w2, b2, w3, b3):
    x = relu(input @ w1 + b1)
    x = relu(x @ w2 + b2)
    x = softmax(x @ w3 + b3)  # Softmax call can be omitted if necessary
    return x


# npbench's initialize draws the input from the global np.random; seeded here.
np.random.seed(0)
input, w1, b1, w2, b2, w3, b3 = initialize(6, 4, 8, 5, 3)
out = mlp(input, w1, b1, w2, b2, w3, b3)
print(out.shape, out.dtype)
print(np.round(out, 4))
print(np.round(relu(input @ w1 + b1), 3))
