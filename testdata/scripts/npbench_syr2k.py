# Port of npbench npbench/benchmarks/polybench/syr2k (BSD-3-Clause, spcl/npbench)
# Symmetric rank-2k update of the lower triangle.
import numpy as np


def initialize(M, N, datatype=np.float64):
    alpha = datatype(1.5)
    beta = datatype(1.2)
    C = np.fromfunction(lambda i, j: ((i * j + 3) % N) / M, (N, N), dtype=datatype)
    A = np.fromfunction(lambda i, j: ((i * j + 1) % N) / N, (N, M), dtype=datatype)
    B = np.fromfunction(lambda i, j: ((i * j + 2) % M) / M, (N, M), dtype=datatype)
    return alpha, beta, C, A, B


def kernel(alpha, beta, C, A, B):
    for i in range(A.shape[0]):
        C[i, :i + 1] *= beta
        for k in range(A.shape[1]):
            C[i, :i + 1] += (A[:i + 1, k] * alpha * B[i, k] + B[:i + 1, k] * alpha * A[i, k])


alpha, beta, C, A, B = initialize(5, 7)
kernel(alpha, beta, C, A, B)
print(np.round(C, 8))
