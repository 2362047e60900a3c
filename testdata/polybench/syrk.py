# PolyBench/C 4.2 linear-algebra/blas/syrk: C = alpha*A*A^T + beta*C (lower triangle).
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (20, 30), "SMALL": (60, 80), "MEDIUM": (200, 240)}


def init_array(n, m, C, A):
    for i in range(n):
        for j in range(m):
            A[i, j] = ((i * j + 1) % n) / n
    for i in range(n):
        for j in range(n):
            C[i, j] = ((i * j + 2) % m) / m


@alpyna.jit
def kernel_syrk(n, m, alpha, beta, C, A):
    for i in range(n):
        for j in range(i + 1):
            C[i][j] *= beta
        for k in range(m):
            for j in range(i + 1):
                C[i][j] += alpha * A[i][k] * A[j][k]


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
m, n = SIZES[size]
C = np.zeros((n, n))
A = np.zeros((n, m))
init_array(n, m, C, A)
kernel_syrk(n, m, 1.5, 1.2, C, A)
print("syrk C", "%.10e" % checksum(C), "%.10e" % C[n - 1, 0], "%.10e" % C[n - 1, n - 1])
