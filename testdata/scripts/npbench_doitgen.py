# Port of npbench npbench/benchmarks/polybench/doitgen (BSD-3-Clause, spcl/npbench)
# Multiresolution analysis kernel: a batched matmul through np.reshape.
import numpy as np


def initialize(NR, NQ, NP, datatype=np.float64):
    A = np.fromfunction(lambda i, j, k: ((i * j + k) % NP) / NP, (NR, NQ, NP), dtype=datatype)
    C4 = np.fromfunction(lambda i, j: (i * j % NP) / NP, (NP, NP), dtype=datatype)
    return A, C4


def kernel(NR, NQ, NP, A, C4):
    A[:] = np.reshape(np.reshape(A, (NR, NQ, 1, NP)) @ C4, (NR, NQ, NP))


NR, NQ, NP = 4, 3, 5
A, C4 = initialize(NR, NQ, NP)
kernel(NR, NQ, NP, A, C4)
print(np.round(A, 8))
