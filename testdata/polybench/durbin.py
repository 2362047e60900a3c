# PolyBench/C 4.2 linear-algebra/solvers/durbin: Toeplitz system solver (Levinson-Durbin).
# The outer loop is written as a while loop, as a Python programmer might.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": 40, "SMALL": 120, "MEDIUM": 400}


def init_array(n, r):
    for i in range(n):
        r[i] = n + 1 - i


@alpyna.jit
def kernel_durbin(n, r, y, z):
    y[0] = -r[0]
    beta = 1.0
    alpha = -r[0]
    k = 1
    while k < n:
        beta = (1 - alpha * alpha) * beta
        sum_ = 0.0
        for i in range(k):
            sum_ += r[k - i - 1] * y[i]
        alpha = -(r[k] + sum_) / beta
        for i in range(k):
            z[i] = y[i] + alpha * y[k - i - 1]
        for i in range(k):
            y[i] = z[i]
        y[k] = alpha
        k += 1


def checksum(v):
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
n = SIZES[size]
r = np.zeros(n)
y = np.zeros(n)
z = np.zeros(n)
init_array(n, r)
kernel_durbin(n, r, y, z)
print("durbin y", "%.10e" % checksum(y), "%.10e" % y[0], "%.10e" % y[n - 1])
