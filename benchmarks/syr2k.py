# syr2k (PolyBench): C = alpha A B' + alpha B A' + beta C on the lower triangle.
import sys

import numpy as np

import alpyna


@alpyna.jit
def syr2k(a, b, c, alpha, beta, n, m):
    # expect: L16: parallel i j; sequential none
    # expect-unsure: L19: parallel i j; sequential k
    # why: c[i, j] (j <= i) belongs to one (i, j); k accumulates into it (unsure: an array-element reduction recogniser could run k in parallel too).
    for i in range(n):
        for j in range(i + 1):
            c[i, j] = c[i, j] * beta
        for k in range(m):
            for j in range(i + 1):
                c[i, j] = c[i, j] + a[j, k] * alpha * b[i, k] + b[j, k] * alpha * a[i, k]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 48
m = n * 3 // 4
a = np.zeros((n, m))
b = np.zeros((n, m))
c = np.zeros((n, n))
for i in range(n):
    for j in range(m):
        a[i, j] = ((i * j + 1) % n) / n
        b[i, j] = ((i * j + 2) % m) / m
    for j in range(n):
        c[i, j] = ((i * j + 3) % n) / m
syr2k(a, b, c, 1.5, 1.2, n, m)
print("checksum", "%.6e" % float(c.sum()))
