# Port of npbench npbench/benchmarks/polybench/trmm (BSD-3-Clause, spcl/npbench)
# Triangular matrix multiplication with np.dot of column slices.
import numpy as np


def initialize(M, N, datatype=np.float64):
    alpha = datatype(1.5)
    A = np.fromfunction(lambda i, j: ((i * j) % M) / M, (M, M), dtype=datatype)
    for i in range(M):
        A[i, i] = 1.0
    B = np.fromfunction(lambda i, j: ((N + i - j) % N) / N, (M, N), dtype=datatype)
    return alpha, A, B


def kernel(alpha, A, B):
    for i in range(B.shape[0]):
        for j in range(B.shape[1]):
            B[i, j] += np.dot(A[i + 1:, i], B[i + 1:, j])
    B *= alpha


alpha, A, B = initialize(6, 8)
kernel(alpha, A, B)
print(np.round(B, 8))
