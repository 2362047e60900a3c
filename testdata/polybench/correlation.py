# PolyBench/C 4.2 datamining/correlation: correlation matrix of M variables over N samples.
# The standard deviation is kept in a scalar set in an if/else, a common Python spelling.
import sys
import math
import numpy as np
import alpyna

SIZES = {"MINI": (28, 32), "SMALL": (80, 100), "MEDIUM": (240, 260)}


def init_array(m, n, data):
    for i in range(n):
        for j in range(m):
            data[i, j] = (i * j) / m + i


@alpyna.jit
def kernel_correlation(m, n, float_n, data, corr, mean, stddev):
    eps = 0.1
    for j in range(m):
        mean[j] = 0.0
        for i in range(n):
            mean[j] += data[i, j]
        mean[j] /= float_n
    for j in range(m):
        s = 0.0
        for i in range(n):
            s += (data[i, j] - mean[j]) * (data[i, j] - mean[j])
        s = math.sqrt(s / float_n)
        if s <= eps:
            sd = 1.0
        else:
            sd = s
        stddev[j] = sd
    # Center and reduce the column vectors.
    for i in range(n):
        for j in range(m):
            data[i, j] -= mean[j]
            data[i, j] /= math.sqrt(float_n) * stddev[j]
    # The m * m correlation matrix.
    for i in range(m - 1):
        corr[i, i] = 1.0
        for j in range(i + 1, m):
            corr[i, j] = 0.0
            for k in range(n):
                corr[i, j] += data[k, i] * data[k, j]
            corr[j, i] = corr[i, j]
    corr[m - 1, m - 1] = 1.0


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
m, n = SIZES[size]
data = np.zeros((n, m))
corr = np.zeros((m, m))
mean = np.zeros(m)
stddev = np.zeros(m)
init_array(m, n, data)
kernel_correlation(m, n, float(n), data, corr, mean, stddev)
print("correlation corr", "%.10e" % checksum(corr), "%.10e" % corr[0, 1], "%.10e" % corr[m - 2, m - 1])
print("correlation stddev", "%.10e" % stddev[0], "%.10e" % stddev[m - 1])
