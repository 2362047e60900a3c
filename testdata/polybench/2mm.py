# PolyBench/C 4.2 linear-algebra/kernels/2mm: D = alpha*A*B*C + beta*D.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (16, 18, 22, 24), "SMALL": (40, 50, 70, 80), "MEDIUM": (180, 190, 210, 220)}


def init_array(ni, nj, nk, nl, A, B, C, D):
    for i in range(ni):
        for j in range(nk):
            A[i, j] = ((i * j + 1) % ni) / ni
    for i in range(nk):
        for j in range(nj):
            B[i, j] = (i * (j + 1) % nj) / nj
    for i in range(nj):
        for j in range(nl):
            C[i, j] = ((i * (j + 3) + 1) % nl) / nl
    for i in range(ni):
        for j in range(nl):
            D[i, j] = (i * (j + 2) % nk) / nk


@alpyna.jit
def kernel_2mm(ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D):
    for i in range(ni):
        for j in range(nj):
            tmp[i, j] = 0.0
            for k in range(nk):
                tmp[i, j] += alpha * A[i, k] * B[k, j]
    for i in range(ni):
        for j in range(nl):
            D[i, j] *= beta
            for k in range(nj):
                D[i, j] += tmp[i, k] * C[k, j]


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
ni, nj, nk, nl = SIZES[size]
tmp = np.zeros((ni, nj))
A = np.zeros((ni, nk))
B = np.zeros((nk, nj))
C = np.zeros((nj, nl))
D = np.zeros((ni, nl))
init_array(ni, nj, nk, nl, A, B, C, D)
kernel_2mm(ni, nj, nk, nl, 1.5, 1.2, tmp, A, B, C, D)
print("2mm D", "%.10e" % checksum(D), "%.10e" % D[0, 0], "%.10e" % D[ni - 1, nl - 1])
print("2mm tmp", "%.10e" % checksum(tmp))
