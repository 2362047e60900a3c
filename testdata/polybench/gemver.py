# PolyBench/C 4.2 linear-algebra/blas/gemver: vector multiplication and matrix addition.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": 40, "SMALL": 120, "MEDIUM": 400}


def init_array(n, A, u1, v1, u2, v2, w, x, y, z):
    fn = float(n)
    for i in range(n):
        u1[i] = i
        u2[i] = ((i + 1) / fn) / 2.0
        v1[i] = ((i + 1) / fn) / 4.0
        v2[i] = ((i + 1) / fn) / 6.0
        y[i] = ((i + 1) / fn) / 8.0
        z[i] = ((i + 1) / fn) / 9.0
        x[i] = 0.0
        w[i] = 0.0
        for j in range(n):
            A[i, j] = (i * j % n) / n


@alpyna.jit
def kernel_gemver(n, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
    for i in range(n):
        for j in range(n):
            A[i, j] = A[i, j] + u1[i] * v1[j] + u2[i] * v2[j]
    for i in range(n):
        for j in range(n):
            x[i] = x[i] + beta * A[j, i] * y[j]
    for i in range(n):
        x[i] = x[i] + z[i]
    for i in range(n):
        for j in range(n):
            w[i] = w[i] + alpha * A[i, j] * x[j]


def checksum(v):
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
n = SIZES[size]
A = np.zeros((n, n))
u1 = np.zeros(n)
v1 = np.zeros(n)
u2 = np.zeros(n)
v2 = np.zeros(n)
w = np.zeros(n)
x = np.zeros(n)
y = np.zeros(n)
z = np.zeros(n)
init_array(n, A, u1, v1, u2, v2, w, x, y, z)
kernel_gemver(n, 1.5, 1.2, A, u1, v1, u2, v2, w, x, y, z)
print("gemver w", "%.10e" % checksum(w), "%.10e" % w[0], "%.10e" % w[n - 1])
print("gemver x", "%.10e" % checksum(x), "%.10e" % A[n - 1, n - 1])
