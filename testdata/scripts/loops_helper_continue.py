# Helpers whose loops hold `continue` (pythran's ising: skip the centre of
# a 3 x 3 neighbourhood) run inlined in kernels.
import numpy as np
import alpyna


def neighbours(field, n, m, N):
    total = 0
    for i in range(n - 1, n + 2):
        for j in range(m - 1, m + 2):
            if i == n and j == m:
                continue
            total += field[i % N, j % N]
    return total


def first_above(row, limit, skip):
    for k in range(row.shape[0]):
        if k == skip:
            continue
        if row[k] > limit:
            return k
    return -1


@alpyna.jit
def sweep(field, out, N):
    for n in range(N):
        for m in range(N):
            out[n, m] = neighbours(field, n, m, N)


@alpyna.jit
def firsts(a, out, limit):
    for i in range(a.shape[0]):
        out[i] = first_above(a[i], limit, i % 3)


N = 48
f = (np.arange(N * N).reshape(N, N) % 5) - 2
o = np.zeros((N, N), dtype=np.int64)
sweep(f, o, N)
print(o.sum(), o[3, :8].tolist())

np.random.seed(5)
a = np.random.rand(200, 6)
idx = np.zeros(200, dtype=np.int64)
firsts(a, idx, 0.9)
print(idx[:20].tolist(), idx.sum())
