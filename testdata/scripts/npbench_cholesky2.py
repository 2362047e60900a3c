# Port of npbench npbench/benchmarks/polybench/cholesky2 (BSD-3-Clause, spcl/npbench)
# Cholesky factorization by np.linalg.cholesky, the upper triangle kept with np.triu(A, k=1).
import numpy as np


def initialize(N, datatype=np.float64):
    A = np.empty((N, N), dtype=datatype)
    for i in range(N):
        A[i, :i + 1] = np.fromfunction(lambda j: (-j % N) / N + 1, (i + 1, ), dtype=datatype)
        A[i, i + 1:] = 0.0
        A[i, i] = 1.0
    A[:] = A @ np.transpose(A)

    return A


def kernel(A):
    A[:] = np.linalg.cholesky(A) + np.triu(A, k=1)
    return A


A = initialize(7)
kernel(A)
print(np.round(A, 8))
A32 = initialize(5, np.float32)
kernel(A32)
print(A32.dtype, np.round(np.tril(A32), 4))
