# Port of npbench npbench/benchmarks/polybench/trisolv (BSD-3-Clause, spcl/npbench)
# Triangular solver by forward substitution.
import numpy as np


def initialize(N, datatype=np.float64):
    L = np.fromfunction(lambda i, j: (i + N - j + 1) * 2 / N, (N, N), dtype=datatype)
    x = np.full((N, ), -999, dtype=datatype)
    b = np.fromfunction(lambda i: i, (N, ), dtype=datatype)
    return L, x, b


def kernel(L, x, b):
    for i in range(x.shape[0]):
        x[i] = (b[i] - L[i, :i] @ x[:i]) / L[i, i]


L, x, b = initialize(10)
kernel(L, x, b)
print(np.round(x, 10))
