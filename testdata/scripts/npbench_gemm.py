# Port of npbench npbench/benchmarks/polybench/gemm (BSD-3-Clause, spcl/npbench)
# C = alpha A B + beta C, with numpy scalars made by calling the dtype.
import numpy as np


def initialize(NI, NJ, NK, datatype=np.float64):
    alpha = datatype(1.5)
    beta = datatype(1.2)
    C = np.fromfunction(lambda i, j: ((i * j + 1) % NI) / NI, (NI, NJ), dtype=datatype)
    A = np.fromfunction(lambda i, k: (i * (k + 1) % NK) / NK, (NI, NK), dtype=datatype)
    B = np.fromfunction(lambda k, j: (k * (j + 2) % NJ) / NJ, (NK, NJ), dtype=datatype)
    return alpha, beta, C, A, B


def kernel(alpha, beta, C, A, B):
    C[:] = alpha * A @ B + beta * C


alpha, beta, C, A, B = initialize(7, 9, 8)
kernel(alpha, beta, C, A, B)
print(np.round(C, 8))
alpha, beta, C, A, B = initialize(5, 6, 4, np.float32)
kernel(alpha, beta, C, A, B)
print(C.dtype, np.round(C, 4))
