# PolyBench/C 4.2 stencils/heat-3d: 3-D heat equation, two half steps per time step.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (20, 10), "SMALL": (40, 20), "MEDIUM": (100, 40)}


def init_array(n, A, B):
    for i in range(n):
        for j in range(n):
            for k in range(n):
                A[i, j, k] = B[i, j, k] = (i + j + (n - k)) * 10 / n


@alpyna.jit
def kernel_heat_3d(tsteps, n, A, B):
    for t in range(1, tsteps + 1):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                for k in range(1, n - 1):
                    B[i][j][k] = (0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                                  + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                                  + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                                  + A[i][j][k])
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                for k in range(1, n - 1):
                    A[i][j][k] = (0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                                  + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                                  + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                                  + B[i][j][k])


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            for k in range(X.shape[2]):
                s += X[i, j, k]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
tsteps, n = SIZES[size]
A = np.zeros((n, n, n))
B = np.zeros((n, n, n))
init_array(n, A, B)
kernel_heat_3d(tsteps, n, A, B)
print("heat-3d A", "%.10e" % checksum(A), "%.10e" % A[1, 1, 1], "%.10e" % A[n // 2, n // 2, n // 2])
