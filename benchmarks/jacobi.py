# jacobi: steps of the 2-D five-point Jacobi iteration; the time loop is
# sequential, the sweeps over the grid parallel.
import sys

import numpy as np

import alpyna


@alpyna.jit
def jacobi(a, b, n, steps):
    # expect: L18: parallel i j; sequential t
    # expect: L21: parallel i j; sequential t
    # why: each sweep reads one array and writes the other (no dependence inside a sweep); the time loop t carries both.
    for t in range(steps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                b[i, j] = 0.2 * (a[i, j] + a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                a[i, j] = b[i, j]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
a = np.zeros((n, n))
for i in range(n):
    a[i, 0] = 1.0
    a[0, i] = 1.0
b = a.copy()
jacobi(a, b, n, 10)
print("checksum", "%.6e" % float(a.sum()))
