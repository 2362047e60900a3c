# Port of npbench npbench/benchmarks/polybench/atax (BSD-3-Clause, spcl/npbench)
# y = A^T (A x), as two matrix products with @.
import numpy as np


def initialize(M, N, datatype=np.float64):
    fn = datatype(N)
    x = np.fromfunction(lambda i: 1 + (i / fn), (N, ), dtype=datatype)
    A = np.fromfunction(lambda i, j: ((i + j) % N) / (5 * M), (M, N), dtype=datatype)
    return A, x


def kernel(A, x):
    return (A @ x) @ A


A, x = initialize(9, 11)
y = kernel(A, x)
print(y.shape, y.dtype)
print(np.round(y, 10))
