# Port of npbench npbench/benchmarks/polybench/jacobi_1d (BSD-3-Clause, spcl/npbench)
# 1-D Jacobi stencil on shifted slices.
import numpy as np


def initialize(N, datatype=np.float64):
    A = np.fromfunction(lambda i: (i + 2) / N, (N, ), dtype=datatype)
    B = np.fromfunction(lambda i: (i + 3) / N, (N, ), dtype=datatype)
    return A, B


def kernel(TSTEPS, A, B):
    for t in range(1, TSTEPS):
        B[1:-1] = 0.33333 * (A[:-2] + A[1:-1] + A[2:])
        A[1:-1] = 0.33333 * (B[:-2] + B[1:-1] + B[2:])


A, B = initialize(14)
kernel(6, A, B)
print(np.round(A, 10))
print(np.round(B, 10))
