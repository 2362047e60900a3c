# Port of npbench npbench/benchmarks/polybench/covariance (BSD-3-Clause, spcl/npbench)
# Covariance matrix: the mean with axis=0 and a vector-matrix product per column.
import numpy as np


def initialize(M, N, datatype=np.float64):
    float_n = datatype(N)
    data = np.fromfunction(lambda i, j: (i * j) / M, (N, M), dtype=datatype)
    return float_n, data


def kernel(M, float_n, data):
    mean = np.mean(data, axis=0)
    data -= mean
    cov = np.zeros((M, M), dtype=data.dtype)
    for i in range(M):
        cov[i:M, i] = cov[i, i:M] = data[:, i] @ data[:, i:M] / (float_n - 1.0)

    return cov


M, N = 6, 10
float_n, data = initialize(M, N)
cov = kernel(M, float_n, data)
print(np.round(cov, 8))
