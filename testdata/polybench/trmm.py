# PolyBench/C 4.2 linear-algebra/blas/trmm: B = alpha*A^T*B, A unit lower triangular.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (20, 30), "SMALL": (60, 80), "MEDIUM": (200, 240)}


def init_array(m, n, A, B):
    for i in range(m):
        for j in range(i):
            A[i, j] = ((i + j) % m) / m
        A[i, i] = 1.0
        for j in range(n):
            B[i, j] = ((n + (i - j)) % n) / n


@alpyna.jit
def kernel_trmm(m, n, alpha, A, B):
    for i in range(m):
        for j in range(n):
            for k in range(i + 1, m):
                B[i, j] += A[k, i] * B[k, j]
            B[i, j] = alpha * B[i, j]


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
m, n = SIZES[size]
A = np.zeros((m, m))
B = np.zeros((m, n))
init_array(m, n, A, B)
kernel_trmm(m, n, 1.5, A, B)
print("trmm B", "%.10e" % checksum(B), "%.10e" % B[0, 0], "%.10e" % B[m - 1, n - 1])
