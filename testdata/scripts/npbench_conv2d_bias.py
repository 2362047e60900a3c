# Port of npbench npbench/benchmarks/deep_learning/conv2d_bias (BSD-3-Clause, spcl/npbench)
# A 2-D convolution in NHWC layout: np.newaxis and a sum over three axes, float32.
import numpy as np


def initialize(C_in, C_out, H, K, N, W):
    from numpy.random import default_rng
    rng = default_rng(42)
    # NHWC data layout
    input = rng.random((N, H, W, C_in), dtype=np.float32)
    # Weights
    weights = rng.random((K, K, C_in, C_out), dtype=np.float32)
    bias = rng.random((C_out, ), dtype=np.float32)
    return input, weights, bias


# Deep learning convolutional operator (stride = 1)
def conv2d(input, weights):
    K = weights.shape[0]  # Assuming square kernel
    N = input.shape[0]
    H_out = input.shape[1] - K + 1
    W_out = input.shape[2] - K + 1
    C_out = weights.shape[3]
    output = np.empty((N, H_out, W_out, C_out), dtype=np.float32)

    # Loop structure adapted from https://github.com/SkalskiP/ILearnDeepLearning.py
    for i in range(H_out):
        for j in range(W_out):
            output[:, i, j, :] = np.sum(
                input[:, i:i + K, j:j + K, :, np.newaxis] *
                weights[np.newaxis, :, :, :],
                axis=(1, 2, 3),
            )

    return output


def conv2d_bias(input, weights, bias):
    return conv2d(input, weights) + bias


input, weights, bias = initialize(3, 4, 7, 3, 2, 6)
out = conv2d_bias(input, weights, bias)
print(out.shape, out.dtype)
print(np.round(out[0, :, :, 1], 4))
print(np.round(out[1, 2], 4))
print(np.round(np.sum(out), 2))
