# PolyBench/C 4.2 linear-algebra/solvers/ludcmp: LU decomposition and forward/back substitution.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": 40, "SMALL": 120, "MEDIUM": 400}


def init_array(n, A, b, x, y):
    fn = float(n)
    for i in range(n):
        x[i] = 0.0
        y[i] = 0.0
        b[i] = (i + 1) / fn / 2.0 + 4
    for i in range(n):
        for j in range(i + 1):
            A[i][j] = -j / n + 1
        for j in range(i + 1, n):
            A[i][j] = 0.0
        A[i][i] = 1.0
    B = np.zeros((n, n))
    for t in range(n):
        for r in range(n):
            for s in range(n):
                B[r][s] += A[r][t] * A[s][t]
    for r in range(n):
        for s in range(n):
            A[r][s] = B[r][s]


@alpyna.jit
def kernel_ludcmp(n, A, b, x, y):
    for i in range(n):
        for j in range(i):
            w = A[i, j]
            for k in range(j):
                w -= A[i, k] * A[k, j]
            A[i, j] = w / A[j, j]
        for j in range(i, n):
            w = A[i, j]
            for k in range(i):
                w -= A[i, k] * A[k, j]
            A[i, j] = w
    for i in range(n):
        w = b[i]
        for j in range(i):
            w -= A[i, j] * y[j]
        y[i] = w
    for i in range(n - 1, -1, -1):
        w = y[i]
        for j in range(i + 1, n):
            w -= A[i, j] * x[j]
        x[i] = w / A[i, i]


def checksum(v):
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
n = SIZES[size]
A = np.zeros((n, n))
b = np.zeros(n)
x = np.zeros(n)
y = np.zeros(n)
init_array(n, A, b, x, y)
kernel_ludcmp(n, A, b, x, y)
print("ludcmp x", "%.10e" % checksum(x), "%.10e" % x[0], "%.10e" % x[n - 1])
print("ludcmp y", "%.10e" % checksum(y), "%.10e" % A[n - 1, n - 1])
