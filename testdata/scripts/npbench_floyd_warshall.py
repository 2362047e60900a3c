# Port of npbench npbench/benchmarks/polybench/floyd_warshall (BSD-3-Clause, spcl/npbench)
# All-pairs shortest paths on int32 with np.minimum and np.add.outer.
import numpy as np


def initialize(N, datatype=np.int32):
    path = np.fromfunction(lambda i, j: i * j % 7 + 1, (N, N), dtype=datatype)
    for i in range(N):
        for j in range(N):
            if (i + j) % 13 == 0 or (i + j) % 7 == 0 or (i + j) % 11 == 0:
                path[i, j] = 999
    return path


def kernel(path):
    for k in range(path.shape[0]):
        path[:] = np.minimum(path[:], np.add.outer(path[:, k], path[k, :]))


path = initialize(12)
print(path.dtype)
kernel(path)
print(path)
print(path.dtype, np.sum(path))
