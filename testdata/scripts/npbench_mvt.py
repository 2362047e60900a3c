# Port of npbench npbench/benchmarks/polybench/mvt (BSD-3-Clause, spcl/npbench)
# Matrix-vector products with A and its transpose, accumulated in place.
import numpy as np


def initialize(N, datatype=np.float64):
    x1 = np.fromfunction(lambda i: (i % N) / N, (N, ), dtype=datatype)
    x2 = np.fromfunction(lambda i: ((i + 1) % N) / N, (N, ), dtype=datatype)
    y_1 = np.fromfunction(lambda i: ((i + 3) % N) / N, (N, ), dtype=datatype)
    y_2 = np.fromfunction(lambda i: ((i + 4) % N) / N, (N, ), dtype=datatype)
    A = np.fromfunction(lambda i, j: (i * j % N) / N, (N, N), dtype=datatype)
    return x1, x2, y_1, y_2, A


def kernel(x1, x2, y_1, y_2, A):
    x1 += A @ y_1
    x2 += y_2 @ A


x1, x2, y_1, y_2, A = initialize(10)
kernel(x1, x2, y_1, y_2, A)
print(np.round(x1, 10))
print(np.round(x2, 10))
