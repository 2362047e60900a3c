# Loops over tuples and lists of number constants, as neighbour offsets
# and stencil weights are written: each becomes a counted loop whose
# names take the elements (frontend/iterations.go, literalIteration), so
# the nest around runs as kernels; offsets in arithmetic progression stay
# affine subscripts. The names keep the last element after the loop, as in
# CPython. min and max of number constants are the constant they pick, of
# its own type. CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def life(grid, out):
    n, m = grid.shape
    for i in range(n):
        for j in range(m):
            cnt = 0
            for di in (-1, 0, 1):
                for dj in (-1, 0, 1):
                    if di == 0 and dj == 0:
                        continue
                    cnt += grid[(i + di) % n, (j + dj) % m]
            if grid[i, j] == 1 and (cnt == 2 or cnt == 3):
                out[i, j] = 1
            elif grid[i, j] == 0 and cnt == 3:
                out[i, j] = 1
            else:
                out[i, j] = 0


@alpyna.jit
def four_neighbours(u, v):
    n, m = u.shape
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            s = 0.0
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                s += u[i + dx, j + dy]
            v[i, j] = 0.25 * s


@alpyna.jit
def weighted(a, out):
    for i in range(1, len(a) - 1):
        acc = 0.0
        k = -1
        for w in [0.25, 0.5, 0.25]:
            acc += w * a[i + k]
            k += 1
        out[i] = acc


@alpyna.jit
def odd_offsets(a, out):
    for i in range(len(out)):
        t = 0
        for off in (0, 3, 4, 9):
            t += a[i + off]
        out[i] = t
    return off


@alpyna.jit
def last_pair(a):
    total = 0.0
    for i in range(len(a)):
        for p, q in [(1, 2.5), (2, -0.5), (4, 1.0)]:
            total += a[i] * p + q
    return round(total, 9), p, q


@alpyna.jit
def constant_extremes(x, thr):
    for i in range(len(x)):
        t = min(0, 0.75)
        u = max(-1, 2.5, 2)
        if t > thr:
            return i
        x[i] = t + u * i
    return -1


g = (np.random.RandomState(3).rand(12, 15) > 0.6).astype(np.int64)
o = np.zeros_like(g)
for t in range(6):
    life(g, o)
    g, o = o, g
print(g.sum())
print(g)

u = np.arange(30, dtype=np.float64).reshape(5, 6) ** 1.5
v = np.zeros_like(u)
four_neighbours(u, v)
print(np.round(v, 6))

a = np.linspace(0.0, 2.0, 9) ** 2
out = np.zeros(9)
weighted(a, out)
print(out)

b = np.arange(20, dtype=np.int64) * 3 - 7
ob = np.zeros(11, dtype=np.int64)
print(odd_offsets(b, ob), ob)
print(last_pair(np.linspace(-1.0, 1.0, 7)))
c = np.zeros(6)
print(constant_extremes(c, 1.0), c, constant_extremes(c, -1.0))
