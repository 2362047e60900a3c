# gemm on rectangular arrays, C[ni, nj] = alpha * A[ni, nk] B[nk, nj] + beta * C:
# sizes that are not multiples of the tile width, for the tiling tests.
import sys

import numpy as np

import alpyna


@alpyna.jit
def gemm(a, b, c, alpha, beta, ni, nj, nk):
    for i in range(ni):
        for j in range(nj):
            acc = 0.0
            for k in range(nk):
                acc += a[i, k] * b[k, j]
            c[i, j] = alpha * acc + beta * c[i, j]


ni, nj, nk = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
a = np.ones((ni, nk))
b = np.ones((nk, nj))
c = np.ones((ni, nj))
gemm(a, b, c, 1.5, 1.2, ni, nj, nk)
print(c.sum())
