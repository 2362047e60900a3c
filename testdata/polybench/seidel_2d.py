# PolyBench/C 4.2 stencils/seidel-2d: 2-D Gauss-Seidel stencil, updated in place.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (20, 40), "SMALL": (40, 120), "MEDIUM": (100, 400)}


def init_array(n, A):
    for i in range(n):
        for j in range(n):
            A[i][j] = (i * (j + 2) + 2) / n


@alpyna.jit
def kernel_seidel_2d(tsteps, n, A):
    for t in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                           + A[i][j - 1] + A[i][j] + A[i][j + 1]
                           + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
tsteps, n = SIZES[size]
A = np.zeros((n, n))
init_array(n, A)
kernel_seidel_2d(tsteps, n, A)
print("seidel-2d A", "%.10e" % checksum(A), "%.10e" % A[1, 1], "%.10e" % A[n - 2, n - 2])
