# PolyBench/C 4.2 linear-algebra/blas/symm: C = alpha*A*B + beta*C, A symmetric (lower half stored).
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (20, 30), "SMALL": (60, 80), "MEDIUM": (200, 240)}


def init_array(m, n, C, A, B):
    for i in range(m):
        for j in range(n):
            C[i, j] = ((i + j) % 100) / m
            B[i, j] = ((n + i - j) % 100) / m
    for i in range(m):
        for j in range(i + 1):
            A[i, j] = ((i + j) % 100) / m
        for j in range(i + 1, m):
            A[i, j] = -999.0  # the upper half is never read


@alpyna.jit
def kernel_symm(m, n, alpha, beta, C, A, B):
    for i in range(m):
        for j in range(n):
            temp2 = 0.0
            for k in range(i):
                C[k, j] += alpha * B[i, j] * A[i, k]
                temp2 += B[k, j] * A[i, k]
            C[i, j] = beta * C[i, j] + alpha * B[i, j] * A[i, i] + alpha * temp2


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
m, n = SIZES[size]
C = np.zeros((m, n))
A = np.zeros((m, m))
B = np.zeros((m, n))
init_array(m, n, C, A, B)
kernel_symm(m, n, 1.5, 1.2, C, A, B)
print("symm C", "%.10e" % checksum(C), "%.10e" % C[0, 0], "%.10e" % C[m - 1, n - 1])
