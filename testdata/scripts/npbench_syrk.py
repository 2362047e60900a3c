# Port of npbench npbench/benchmarks/polybench/syrk (BSD-3-Clause, spcl/npbench)
# Symmetric rank-k update of the lower triangle.
import numpy as np


def initialize(M, N, datatype=np.float64):
    alpha = datatype(1.5)
    beta = datatype(1.2)
    C = np.fromfunction(lambda i, j: ((i * j + 2) % N) / M, (N, N), dtype=datatype)
    A = np.fromfunction(lambda i, j: ((i * j + 1) % N) / N, (N, M), dtype=datatype)
    return alpha, beta, C, A


def kernel(alpha, beta, C, A):
    for i in range(A.shape[0]):
        C[i, :i + 1] *= beta
        for k in range(A.shape[1]):
            C[i, :i + 1] += alpha * A[i, k] * A[:i + 1, k]


alpha, beta, C, A = initialize(5, 7)
kernel(alpha, beta, C, A)
print(np.round(C, 8))
