# PolyBench/C 4.2 linear-algebra/kernels/atax: y = A^T (A x).
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (38, 42), "SMALL": (116, 124), "MEDIUM": (390, 410)}


def init_array(m, n, A, x):
    fn = float(n)
    for i in range(n):
        x[i] = 1 + (i / fn)
    for i in range(m):
        for j in range(n):
            A[i, j] = ((i + j) % n) / (5 * m)


@alpyna.jit
def kernel_atax(m, n, A, x, y, tmp):
    for i in range(n):
        y[i] = 0.0
    for i in range(m):
        tmp[i] = 0.0
        for j in range(n):
            tmp[i] = tmp[i] + A[i, j] * x[j]
        for j in range(n):
            y[j] = y[j] + A[i, j] * tmp[i]


def checksum(v):
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
m, n = SIZES[size]
A = np.zeros((m, n))
x = np.zeros(n)
y = np.zeros(n)
tmp = np.zeros(m)
init_array(m, n, A, x)
kernel_atax(m, n, A, x, y, tmp)
print("atax y", "%.10e" % checksum(y), "%.10e" % y[0], "%.10e" % y[n - 1])
print("atax tmp", "%.10e" % checksum(tmp))
