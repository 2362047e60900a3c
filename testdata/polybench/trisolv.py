# PolyBench/C 4.2 linear-algebra/solvers/trisolv: forward substitution L x = b.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": 40, "SMALL": 120, "MEDIUM": 400}


def init_array(n, L, x, b):
    for i in range(n):
        x[i] = -999.0
        b[i] = i
        for j in range(i + 1):
            L[i][j] = (i + n - j + 1) * 2 / n


@alpyna.jit
def kernel_trisolv(n, L, x, b):
    for i in range(n):
        x[i] = b[i]
        for j in range(i):
            x[i] -= L[i][j] * x[j]
        x[i] = x[i] / L[i][i]


def checksum(v):
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
n = SIZES[size]
L = np.zeros((n, n))
x = np.zeros(n)
b = np.zeros(n)
init_array(n, L, x, b)
kernel_trisolv(n, L, x, b)
print("trisolv x", "%.10e" % checksum(x), "%.10e" % x[0], "%.10e" % x[n - 1])
