# PolyBench/C 4.2 linear-algebra/solvers/gramschmidt: QR decomposition by modified Gram-Schmidt.
import sys
import math
import numpy as np
import alpyna

SIZES = {"MINI": (20, 30), "SMALL": (60, 80), "MEDIUM": (200, 240)}


def init_array(m, n, A, R, Q):
    for i in range(m):
        for j in range(n):
            A[i, j] = (((i * j) % m) / m) * 100 + 10
            Q[i, j] = 0.0
    for i in range(n):
        for j in range(n):
            R[i, j] = 0.0


@alpyna.jit
def kernel_gramschmidt(m, n, A, R, Q):
    for k in range(n):
        nrm = 0.0
        for i in range(m):
            nrm += A[i, k] * A[i, k]
        R[k, k] = math.sqrt(nrm)
        for i in range(m):
            Q[i, k] = A[i, k] / R[k, k]
        for j in range(k + 1, n):
            R[k, j] = 0.0
            for i in range(m):
                R[k, j] += Q[i, k] * A[i, j]
            for i in range(m):
                A[i, j] = A[i, j] - Q[i, k] * R[k, j]


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
m, n = SIZES[size]
A = np.zeros((m, n))
R = np.zeros((n, n))
Q = np.zeros((m, n))
init_array(m, n, A, R, Q)
kernel_gramschmidt(m, n, A, R, Q)
print("gramschmidt R", "%.10e" % checksum(R), "%.10e" % R[0, 0], "%.10e" % R[0, n - 1])
print("gramschmidt Q", "%.10e" % checksum(Q), "%.10e" % Q[m - 1, n - 1])
