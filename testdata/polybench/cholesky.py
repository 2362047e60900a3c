# PolyBench/C 4.2 linear-algebra/solvers/cholesky: in-place Cholesky factorisation.
import sys
import math
import numpy as np
import alpyna

SIZES = {"MINI": 40, "SMALL": 120, "MEDIUM": 400}


def init_array(n, A):
    # A lower triangular with a unit diagonal, then A := A * A^T (positive definite).
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
def kernel_cholesky(n, A):
    for i in range(n):
        # j < i
        for j in range(i):
            for k in range(j):
                A[i][j] -= A[i][k] * A[j][k]
            A[i][j] /= A[j][j]
        # i == j
        for k in range(i):
            A[i][i] -= A[i][k] * A[i][k]
        A[i][i] = math.sqrt(A[i][i])


def checksum_lower(X, n):
    s = 0.0
    for i in range(n):
        for j in range(i + 1):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
n = SIZES[size]
A = np.zeros((n, n))
init_array(n, A)
kernel_cholesky(n, A)
print("cholesky L", "%.10e" % checksum_lower(A, n), "%.10e" % A[n - 1, 0], "%.10e" % A[n - 1, n - 1])
