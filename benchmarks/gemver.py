# gemver (PolyBench): A += u1 v1' + u2 v2'; x += beta A' y + z; w += alpha A x.
import sys

import numpy as np

import alpyna


@alpyna.jit
def gemver(a, u1, v1, u2, v2, w, x, y, z, alpha, beta, n):
    # expect: L18: parallel i j; sequential none
    # expect-unsure: L21: parallel i; sequential j
    # expect: L23: parallel i; sequential none
    # expect-unsure: L26: parallel i; sequential j
    # why: four nests: the rank-2 update is elementwise; x[i] and w[i] accumulate over j (unsure: j could be a parallel reduction); x += z is elementwise.
    for i in range(n):
        for j in range(n):
            a[i, j] = a[i, j] + u1[i] * v1[j] + u2[i] * v2[j]
    for i in range(n):
        for j in range(n):
            x[i] = x[i] + beta * a[j, i] * y[j]
    for i in range(n):
        x[i] = x[i] + z[i]
    for i in range(n):
        for j in range(n):
            w[i] = w[i] + alpha * a[i, j] * x[j]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
a = np.zeros((n, n))
for i in range(n):
    for j in range(n):
        a[i, j] = ((i * j) % n) / n
u1 = np.arange(n, dtype=np.float64) / n
u2 = (np.arange(n, dtype=np.float64) + 1) / n / 2
v1 = (np.arange(n, dtype=np.float64) + 1) / n / 4
v2 = (np.arange(n, dtype=np.float64) + 1) / n / 6
y = (np.arange(n, dtype=np.float64) + 1) / n / 8
z = (np.arange(n, dtype=np.float64) + 1) / n / 9
x = np.zeros(n)
w = np.zeros(n)
gemver(a, u1, v1, u2, v2, w, x, y, z, 1.5, 1.2, n)
print("checksum", "%.6e" % float(w.sum()))
