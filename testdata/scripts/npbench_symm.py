# Port of npbench npbench/benchmarks/polybench/symm (BSD-3-Clause, spcl/npbench)
# Symmetric matrix multiplication over the lower triangle.
import numpy as np


def initialize(M, N, datatype=np.float64):
    alpha = datatype(1.5)
    beta = datatype(1.2)
    C = np.fromfunction(lambda i, j: ((i + j) % 100) / M, (M, N), dtype=datatype)
    B = np.fromfunction(lambda i, j: ((N + i - j) % 100) / M, (M, N), dtype=datatype)
    A = np.empty((M, M), dtype=datatype)
    for i in range(M):
        A[i, :i + 1] = np.fromfunction(lambda j: ((i + j) % 100) / M, (i + 1, ), dtype=datatype)
        A[i, i + 1:] = -999
    return alpha, beta, C, A, B


def kernel(alpha, beta, C, A, B):
    temp2 = np.empty((C.shape[1], ), dtype=C.dtype)
    C *= beta
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            C[:i, j] += alpha * B[i, j] * A[i, :i]
            temp2[j] = B[:i, j] @ A[i, :i]
        C[i, :] += alpha * B[i, :] * A[i, i] + alpha * temp2


alpha, beta, C, A, B = initialize(6, 7)
kernel(alpha, beta, C, A, B)
print(np.round(C, 8))
