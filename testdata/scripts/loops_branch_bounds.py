# Loops inside an if whose bounds are names the body assigned before
# (Rodinia hotspot's border tiles: `if r_start == 0: <loops>; continue`),
# and a helper given rows inside a `while True` loop (Rodinia kmeans'
# convergence loop).
import numpy as np
import alpyna


@alpyna.jit
def tiles(a, out, n):
    nt = n // 16
    for chunk in range(nt * nt):
        r_start = 16 * (chunk // nt)
        c_start = 16 * (chunk % nt)
        if r_start == 0 or c_start == 0:
            for r in range(r_start, r_start + 16):
                for c in range(c_start, c_start + 16):
                    out[r * n + c] = a[r * n + c]
            continue
        for r in range(r_start, r_start + 16):
            for c in range(c_start, c_start + 16):
                out[r * n + c] = 2.0 * a[r * n + c] - out[r * n + c - 1] * 0.0


@alpyna.jit
def banded(a, out, n, w):
    for i in range(n):
        lo = i - w
        hi = i + w + 1
        if lo < 0:
            for j in range(0, hi):
                out[i] += a[j]
        else:
            for j in range(lo, min(hi, n)):
                out[i] += a[j] * 0.5


def dist2(p, q, d):
    s = 0.0
    for k in range(d):
        s += (p[k] - q[k]) * (p[k] - q[k])
    return s


@alpyna.jit
def nearest(feature, clusters, n, nc, d, member, rounds):
    r = 0
    while True:
        for i in range(n):
            best = 1e300
            for c in range(nc):
                dd = dist2(feature[i], clusters[c], d)
                if dd < best:
                    best = dd
                    member[i] = c
        r += 1
        if not (r < rounds):
            break


n = 128
a = np.arange(n * n, dtype=np.float64) * 0.25
out = np.zeros(n * n)
tiles(a, out, n)
print(f"{out.sum():.6e}", out[17 * n + 3], out[40 * n + 33])

b = np.sin(np.arange(300) * 0.1)
o = np.zeros(300)
banded(b, o, 300, 4)
print(o[:3], o[150], o.sum())

np.random.seed(0)
f = np.random.random((500, 4))
cl = np.random.random((8, 4))
m = np.zeros(500, dtype=np.int64)
nearest(f, cl, 500, 8, 4, m, 2)
print(m.sum(), m[:10].tolist())
