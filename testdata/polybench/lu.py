# PolyBench/C 4.2 linear-algebra/solvers/lu: in-place LU decomposition without pivoting.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": 40, "SMALL": 120, "MEDIUM": 400}


def init_array(n, A):
    for i in range(n):
        for j in range(i + 1):
            A[i][j] = -j / n + 1
        for j in range(i + 1, n):
            A[i][j] = 0.0
        A[i][i] = 1.0
    B = np.zeros((n, n))
    for t in range(n):
        for r in range(n):
            for s in range(n):
                B[r][s] += A[r][t] * A[s][t]
    for r in range(n):
        for s in range(n):
            A[r][s] = B[r][s]


@alpyna.jit
def kernel_lu(n, A):
    for i in range(n):
        for j in range(i):
            for k in range(j):
                A[i][j] -= A[i][k] * A[k][j]
            A[i][j] /= A[j][j]
        for j in range(i, n):
            for k in range(i):
                A[i][j] -= A[i][k] * A[k][j]


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
n = SIZES[size]
A = np.zeros((n, n))
init_array(n, A)
kernel_lu(n, A)
print("lu A", "%.10e" % checksum(A), "%.10e" % A[n - 1, 0], "%.10e" % A[n - 1, n - 1])
