# PolyBench/C 4.2 linear-algebra/kernels/3mm: G = (A*B)*(C*D).
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (16, 18, 20, 22, 24), "SMALL": (40, 50, 60, 70, 80), "MEDIUM": (180, 190, 200, 210, 220)}


def init_array(ni, nj, nk, nl, nm, A, B, C, D):
    for i in range(ni):
        for j in range(nk):
            A[i, j] = ((i * j + 1) % ni) / (5 * ni)
    for i in range(nk):
        for j in range(nj):
            B[i, j] = ((i * (j + 1) + 2) % nj) / (5 * nj)
    for i in range(nj):
        for j in range(nm):
            C[i, j] = (i * (j + 3) % nl) / (5 * nl)
    for i in range(nm):
        for j in range(nl):
            D[i, j] = ((i * (j + 2) + 2) % nk) / (5 * nk)


@alpyna.jit
def kernel_3mm(ni, nj, nk, nl, nm, E, A, B, F, C, D, G):
    # E := A*B
    for i in range(ni):
        for j in range(nj):
            E[i, j] = 0.0
            for k in range(nk):
                E[i, j] += A[i, k] * B[k, j]
    # F := C*D
    for i in range(nj):
        for j in range(nl):
            F[i, j] = 0.0
            for k in range(nm):
                F[i, j] += C[i, k] * D[k, j]
    # G := E*F
    for i in range(ni):
        for j in range(nl):
            G[i, j] = 0.0
            for k in range(nj):
                G[i, j] += E[i, k] * F[k, j]


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
ni, nj, nk, nl, nm = SIZES[size]
A = np.zeros((ni, nk))
B = np.zeros((nk, nj))
C = np.zeros((nj, nm))
D = np.zeros((nm, nl))
E = np.zeros((ni, nj))
F = np.zeros((nj, nl))
G = np.zeros((ni, nl))
init_array(ni, nj, nk, nl, nm, A, B, C, D)
kernel_3mm(ni, nj, nk, nl, nm, E, A, B, F, C, D, G)
print("3mm G", "%.10e" % checksum(G), "%.10e" % G[0, 0], "%.10e" % G[ni - 1, nl - 1])
print("3mm E F", "%.10e" % checksum(E), "%.10e" % checksum(F))
