# Port of npbench npbench/benchmarks/polybench/bicg (BSD-3-Clause, spcl/npbench)
# The BiCG sub-kernel: s = r A and q = A p.
import numpy as np


def initialize(M, N, datatype=np.float64):
    A = np.fromfunction(lambda i, j: (i * (j + 1) % N) / N, (N, M), dtype=datatype)
    p = np.fromfunction(lambda i: (i % M) / M, (M, ), dtype=datatype)
    r = np.fromfunction(lambda i: (i % N) / N, (N, ), dtype=datatype)
    return A, p, r


def kernel(A, p, r):
    return r @ A, A @ p


A, p, r = initialize(8, 10)
s, q = kernel(A, p, r)
print(np.round(s, 10))
print(np.round(q, 10))
