# Port of npbench npbench/benchmarks/polybench/seidel_2d (BSD-3-Clause, spcl/npbench)
# 2-D Gauss-Seidel: a row slice update, then a scalar sweep along the row.
import numpy as np


def initialize(N, datatype=np.float64):
    A = np.fromfunction(lambda i, j: (i * (j + 2) + 2) / N, (N, N), dtype=datatype)
    return A


def kernel(TSTEPS, N, A):
    for t in range(0, TSTEPS - 1):
        for i in range(1, N - 1):
            A[i, 1:-1] += (A[i - 1, :-2] + A[i - 1, 1:-1] + A[i - 1, 2:] + A[i, 2:] + A[i + 1, :-2] +
                           A[i + 1, 1:-1] + A[i + 1, 2:])
            for j in range(1, N - 1):
                A[i, j] += A[i, j - 1]
                A[i, j] /= 9.0


N = 8
A = initialize(N)
kernel(4, N, A)
print(np.round(A, 8))
