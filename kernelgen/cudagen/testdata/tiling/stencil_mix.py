# Halo tiles on rectangular arrays, for the tiling tests: offsets of
# both signs, a loop subtracted from a subscript, an array read transposed
# (c[j + 1, i - 1]: subscript 0 follows j), Dims that start past 0, and an
# array read at one offset only (wt), which is not staged.
import sys

import numpy as np

import alpyna


@alpyna.jit
def mix(a, c, wt, b, n, m, kk):
    for i in range(2, n - 2):
        for j in range(1, m - 3):
            s = a[i, j] * 0.5
            for k in range(kk):
                s += a[i - k, j + 2] * (k + 1)
            b[i, j] = s + c[j + 1, i - 1] - c[j, i + 2] * wt[i, j]


n, m = int(sys.argv[1]), int(sys.argv[2])
a = np.arange(n * m, dtype=np.float64).reshape(n, m) / 7.0
c = np.arange(m * n, dtype=np.float64).reshape(m, n) / 3.0
wt = np.ones((n, m)) * 0.25
b = np.zeros((n, m))
mix(a, c, wt, b, n, m, 3)
print(b.sum())
