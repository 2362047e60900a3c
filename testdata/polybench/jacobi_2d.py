# PolyBench/C 4.2 stencils/jacobi-2d: 2-D Jacobi stencil, two sweeps per time step.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (20, 30), "SMALL": (40, 90), "MEDIUM": (100, 250)}


def init_array(n, A, B):
    for i in range(n):
        for j in range(n):
            A[i, j] = (i * (j + 2) + 2) / n
            B[i, j] = (i * (j + 3) + 3) / n


@alpyna.jit
def kernel_jacobi_2d(tsteps, n, A, B):
    for t in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                B[i, j] = 0.2 * (A[i, j] + A[i, j - 1] + A[i, 1 + j] + A[1 + i, j] + A[i - 1, j])
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i, j] = 0.2 * (B[i, j] + B[i, j - 1] + B[i, 1 + j] + B[1 + i, j] + B[i - 1, j])


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
tsteps, n = SIZES[size]
A = np.zeros((n, n))
B = np.zeros((n, n))
init_array(n, A, B)
kernel_jacobi_2d(tsteps, n, A, B)
print("jacobi-2d A", "%.10e" % checksum(A), "%.10e" % A[1, 1], "%.10e" % A[n // 2, n // 2])
