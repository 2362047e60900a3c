# gemm (PolyBench): C = alpha * A B + beta * C.
import sys

import numpy as np

import alpyna


@alpyna.jit
def gemm(a, b, c, alpha, beta, n):
    # expect: L17: parallel i j; sequential none
    # expect: L19: parallel(reduction) i j k; sequential none
    # expect: L20: parallel i j; sequential none
    # why: acc is private to (i, j) and a sum over k; c[i, j] is touched by one (i, j) only.
    for i in range(n):
        for j in range(n):
            acc = 0.0
            for k in range(n):
                acc += a[i, k] * b[k, j]
            c[i, j] = alpha * acc + beta * c[i, j]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
a = np.zeros((n, n))
b = np.zeros((n, n))
c = np.zeros((n, n))
for i in range(n):
    for j in range(n):
        a[i, j] = ((i * j + 1) % n) / n
        b[i, j] = ((i * (j + 1)) % n) / n
        c[i, j] = ((i * (j + 2)) % n) / n
gemm(a, b, c, 1.5, 1.2, n)
print("checksum", "%.6e" % float(c.sum()))
