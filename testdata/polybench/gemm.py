# PolyBench/C 4.2 linear-algebra/blas/gemm: C = alpha*A*B + beta*C.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (20, 25, 30), "SMALL": (60, 70, 80), "MEDIUM": (200, 220, 240)}


def init_array(ni, nj, nk, C, A, B):
    for i in range(ni):
        for j in range(nj):
            C[i, j] = ((i * j + 1) % ni) / ni
    for i in range(ni):
        for k in range(nk):
            A[i, k] = (i * (k + 1) % nk) / nk
    for k in range(nk):
        for j in range(nj):
            B[k, j] = (k * (j + 2) % nj) / nj


@alpyna.jit
def kernel_gemm(ni, nj, nk, alpha, beta, C, A, B):
    for i in range(ni):
        for j in range(nj):
            C[i, j] *= beta
        for k in range(nk):
            for j in range(nj):
                C[i, j] += alpha * A[i, k] * B[k, j]


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
ni, nj, nk = SIZES[size]
alpha = 1.5
beta = 1.2
C = np.zeros((ni, nj))
A = np.zeros((ni, nk))
B = np.zeros((nk, nj))
init_array(ni, nj, nk, C, A, B)
kernel_gemm(ni, nj, nk, alpha, beta, C, A, B)
print("gemm C", "%.10e" % checksum(C), "%.10e" % C[1, 2], "%.10e" % C[ni - 1, nj - 1])
