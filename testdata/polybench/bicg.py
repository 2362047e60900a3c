# PolyBench/C 4.2 linear-algebra/kernels/bicg: s = A^T r, q = A p.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (38, 42), "SMALL": (116, 124), "MEDIUM": (390, 410)}


def init_array(m, n, A, r, p):
    for i in range(m):
        p[i] = (i % m) / m
    for i in range(n):
        r[i] = (i % n) / n
        for j in range(m):
            A[i, j] = (i * (j + 1) % n) / n


@alpyna.jit
def kernel_bicg(m, n, A, s, q, p, r):
    for i in range(m):
        s[i] = 0.0
    for i in range(n):
        q[i] = 0.0
        for j in range(m):
            s[j] = s[j] + r[i] * A[i, j]
            q[i] = q[i] + A[i, j] * p[j]


def checksum(v):
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
m, n = SIZES[size]
A = np.zeros((n, m))
s = np.zeros(m)
q = np.zeros(n)
p = np.zeros(m)
r = np.zeros(n)
init_array(m, n, A, r, p)
kernel_bicg(m, n, A, s, q, p, r)
print("bicg s", "%.10e" % checksum(s), "%.10e" % s[m - 1])
print("bicg q", "%.10e" % checksum(q), "%.10e" % q[n - 1])
