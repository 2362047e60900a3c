# Port of npbench npbench/benchmarks/polybench/gesummv (BSD-3-Clause, spcl/npbench)
# Scalar, vector and matrix multiplication: alpha A x + beta B x.
import numpy as np


def initialize(N, datatype=np.float64):
    alpha = datatype(1.5)
    beta = datatype(1.2)
    A = np.fromfunction(lambda i, j: ((i * j + 1) % N) / N, (N, N), dtype=datatype)
    B = np.fromfunction(lambda i, j: ((i * j + 2) % N) / N, (N, N), dtype=datatype)
    x = np.fromfunction(lambda i: (i % N) / N, (N, ), dtype=datatype)
    return alpha, beta, A, B, x


def kernel(alpha, beta, A, B, x):
    return alpha * A @ x + beta * B @ x


y = kernel(*initialize(11))
print(np.round(y, 8))
