# Port of npbench npbench/benchmarks/polybench/covariance2 (BSD-3-Clause, spcl/npbench)
# The covariance matrix by np.cov of the transposed data.
import numpy as np


def initialize(M, N, datatype=np.float64):
    float_n = datatype(N)
    data = np.fromfunction(lambda i, j: (i * j) / M, (N, M), dtype=datatype)

    return float_n, data


def kernel(M, float_n, data):
    return np.cov(np.transpose(data))


M, N = 6, 10
float_n, data = initialize(M, N)
cov = kernel(M, float_n, data)
print(cov.shape, cov.dtype)
print(np.round(cov, 8))
