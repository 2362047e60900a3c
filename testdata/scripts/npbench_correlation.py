# Port of npbench npbench/benchmarks/polybench/correlation (BSD-3-Clause, spcl/npbench)
# Correlation matrix: mean and std with axis=0, boolean-mask assignment, chained assignment.
import numpy as np


def initialize(M, N, datatype=np.float64):
    float_n = datatype(N)
    data = np.fromfunction(lambda i, j: (i * j) / M + i, (N, M), dtype=datatype)
    return float_n, data


def kernel(M, float_n, data):
    mean = np.mean(data, axis=0)
    stddev = np.std(data, axis=0)
    stddev[stddev <= 0.1] = 1.0
    data -= mean
    data /= np.sqrt(float_n) * stddev
    corr = np.eye(M, dtype=data.dtype)
    for i in range(M - 1):
        corr[i + 1:M, i] = corr[i, i + 1:M] = data[:, i] @ data[:, i + 1:M]

    return corr


M, N = 7, 9
float_n, data = initialize(M, N)
corr = kernel(M, float_n, data)
print(type(float_n).__name__, float_n)
print(np.round(corr, 8))
