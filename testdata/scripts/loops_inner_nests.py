# Loops inside a nest the subset refuses (a time loop that prints, bounds
# assigned in the outer body) are nests of their own, dispatched each time
# the interpreted outer loop reaches them; a nest whose inner bounds are
# read from an index array the outer loop walks runs whole. What they
# print and leave must be CPython's, loop variables included.
import numpy as np

import alpyna


@alpyna.jit
def diffuse(u, tmp, n, steps):
    for t in range(steps):
        print("step", t, "sum", round(float(u.sum()), 6))
        for i in range(1, n - 1):
            tmp[i] = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n - 1):
            u[i] = tmp[i]
    return i


@alpyna.jit
def csr_matvec(ptr, col, val, x, y, rows):
    for r in range(rows):
        s = 0.0
        for p in range(ptr[r], ptr[r + 1]):
            s += val[p] * x[col[p]]
        y[r] = s


@alpyna.jit
def blocks(a, nb, bs):
    # The inner bounds change in the outer body: hi = lo + bs.
    for b in range(nb):
        lo = b * bs
        hi = lo + bs
        print("block", b, lo, hi)
        for k in range(lo, hi):
            a[k] = a[k] * 2.0 + b
    return k


n = 200
u = np.zeros(n)
u[n // 2] = 100.0
tmp = np.zeros(n)
print(diffuse(u, tmp, n, 4))
print(round(float(u.sum()), 6), round(float(u[n // 2]), 6))

rows = 150
ptr = np.zeros(rows + 1, dtype=np.int64)
for r in range(rows):
    ptr[r + 1] = ptr[r] + (r % 7) * 20
col = np.arange(int(ptr[rows])) % rows
val = (np.arange(int(ptr[rows])) % 5) * 0.5
x = np.arange(rows) * 0.25
y = np.zeros(rows)
csr_matvec(ptr, col, val, x, y, rows)
print(round(float(y.sum()), 6), y[:8])

a = np.arange(300.0)
print(blocks(a, 3, 100), a.sum())
