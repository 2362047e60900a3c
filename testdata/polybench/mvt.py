# PolyBench/C 4.2 linear-algebra/kernels/mvt: x1 += A y1, x2 += A^T y2.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": 40, "SMALL": 120, "MEDIUM": 400}


def init_array(n, x1, x2, y_1, y_2, A):
    for i in range(n):
        x1[i] = (i % n) / n
        x2[i] = ((i + 1) % n) / n
        y_1[i] = ((i + 3) % n) / n
        y_2[i] = ((i + 4) % n) / n
        for j in range(n):
            A[i, j] = (i * j % n) / n


@alpyna.jit
def kernel_mvt(n, x1, x2, y_1, y_2, A):
    for i in range(n):
        for j in range(n):
            x1[i] += A[i][j] * y_1[j]
    for i in range(n):
        for j in range(n):
            x2[i] += A[j][i] * y_2[j]


def checksum(v):
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
n = SIZES[size]
x1 = np.zeros(n)
x2 = np.zeros(n)
y_1 = np.zeros(n)
y_2 = np.zeros(n)
A = np.zeros((n, n))
init_array(n, x1, x2, y_1, y_2, A)
kernel_mvt(n, x1, x2, y_1, y_2, A)
print("mvt x1", "%.10e" % checksum(x1), "%.10e" % x1[n - 1])
print("mvt x2", "%.10e" % checksum(x2), "%.10e" % x2[n - 1])
