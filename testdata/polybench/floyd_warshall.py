# PolyBench/C 4.2 medley/floyd-warshall: all-pairs shortest paths on an int32 matrix.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": 60, "SMALL": 180, "MEDIUM": 500}


def init_array(n, path):
    for i in range(n):
        for j in range(n):
            path[i][j] = i * j % 7 + 1
            if (i + j) % 13 == 0 or (i + j) % 7 == 0 or (i + j) % 11 == 0:
                path[i][j] = 999


@alpyna.jit
def kernel_floyd_warshall(n, path):
    for k in range(n):
        for i in range(n):
            for j in range(n):
                path[i][j] = path[i][j] if path[i][j] < path[i][k] + path[k][j] else path[i][k] + path[k][j]


def checksum(X):
    s = 0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += int(X[i, j])
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
n = SIZES[size]
path = np.zeros((n, n), dtype=np.int32)
init_array(n, path)
kernel_floyd_warshall(n, path)
print("floyd-warshall path", checksum(path), path[0, 1], path[n - 1, n - 2], path.dtype)
