# PolyBench/C 4.2 datamining/covariance: covariance matrix of M variables over N samples.
# The dot product is accumulated in a scalar before the store.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (28, 32), "SMALL": (80, 100), "MEDIUM": (240, 260)}


def init_array(m, n, data):
    for i in range(n):
        for j in range(m):
            data[i, j] = (i * j) / m


@alpyna.jit
def kernel_covariance(m, n, float_n, data, cov, mean):
    for j in range(m):
        mean[j] = 0.0
        for i in range(n):
            mean[j] += data[i, j]
        mean[j] /= float_n
    for i in range(n):
        for j in range(m):
            data[i, j] -= mean[j]
    for i in range(m):
        for j in range(i, m):
            s = 0.0
            for k in range(n):
                s += data[k, i] * data[k, j]
            cov[i, j] = s / (float_n - 1.0)
            cov[j, i] = cov[i, j]


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
m, n = SIZES[size]
data = np.zeros((n, m))
cov = np.zeros((m, m))
mean = np.zeros(m)
init_array(m, n, data)
kernel_covariance(m, n, float(n), data, cov, mean)
print("covariance cov", "%.10e" % checksum(cov), "%.10e" % cov[0, 1], "%.10e" % cov[m - 1, m - 1])
