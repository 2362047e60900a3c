# Port of npbench npbench/benchmarks/polybench/k2mm (BSD-3-Clause, spcl/npbench)
# Two matrix multiplications: D = alpha A B C + beta D.
import numpy as np


def initialize(NI, NJ, NK, NL, datatype=np.float64):
    alpha = datatype(1.5)
    beta = datatype(1.2)
    A = np.fromfunction(lambda i, j: ((i * j + 1) % NI) / NI, (NI, NK), dtype=datatype)
    B = np.fromfunction(lambda i, j: (i * (j + 1) % NJ) / NJ, (NK, NJ), dtype=datatype)
    C = np.fromfunction(lambda i, j: ((i * (j + 3) + 1) % NL) / NL, (NJ, NL), dtype=datatype)
    D = np.fromfunction(lambda i, j: (i * (j + 2) % NK) / NK, (NI, NL), dtype=datatype)
    return alpha, beta, A, B, C, D


def kernel(alpha, beta, A, B, C, D):
    D[:] = alpha * A @ B @ C + beta * D


alpha, beta, A, B, C, D = initialize(5, 6, 7, 8)
kernel(alpha, beta, A, B, C, D)
print(np.round(D, 8))
