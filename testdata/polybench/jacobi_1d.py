# PolyBench/C 4.2 stencils/jacobi-1d: 1-D Jacobi stencil, two sweeps per time step.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (20, 30), "SMALL": (40, 120), "MEDIUM": (100, 400)}


def init_array(n, A, B):
    for i in range(n):
        A[i] = (i + 2) / n
        B[i] = (i + 3) / n


@alpyna.jit
def kernel_jacobi_1d(tsteps, n, A, B):
    for t in range(tsteps):
        for i in range(1, n - 1):
            B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1])
        for i in range(1, n - 1):
            A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1])


def checksum(v):
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
tsteps, n = SIZES[size]
A = np.zeros(n)
B = np.zeros(n)
init_array(n, A, B)
kernel_jacobi_1d(tsteps, n, A, B)
print("jacobi-1d A", "%.10e" % checksum(A), "%.10e" % A[1], "%.10e" % A[n // 2])
