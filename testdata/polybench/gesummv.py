# PolyBench/C 4.2 linear-algebra/blas/gesummv: y = alpha*A*x + beta*B*x.
# Written with scalar accumulators instead of the C code's tmp[i], as one often does in Python.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": 30, "SMALL": 90, "MEDIUM": 250}


def init_array(n, A, B, x):
    for i in range(n):
        x[i] = (i % n) / n
        for j in range(n):
            A[i, j] = ((i * j + 1) % n) / n
            B[i, j] = ((i * j + 2) % n) / n


@alpyna.jit
def kernel_gesummv(n, alpha, beta, A, B, tmp, x, y):
    for i in range(n):
        t = 0.0
        s = 0.0
        for j in range(n):
            t = A[i, j] * x[j] + t
            s = B[i, j] * x[j] + s
        tmp[i] = t
        y[i] = alpha * t + beta * s


def checksum(v):
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
n = SIZES[size]
A = np.zeros((n, n))
B = np.zeros((n, n))
tmp = np.zeros(n)
x = np.zeros(n)
y = np.zeros(n)
init_array(n, A, B, x)
kernel_gesummv(n, 1.5, 1.2, A, B, tmp, x, y)
print("gesummv y", "%.10e" % checksum(y), "%.10e" % y[0], "%.10e" % y[n - 1])
print("gesummv tmp", "%.10e" % checksum(tmp))
