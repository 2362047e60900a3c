# np.unique (with every return flag), np.median and np.percentile over
# the lengths where alpyna's selection and radix sort change strategy:
# int, float (NaN, -0.0), bool and unsigned inputs, 0-d, 1-d, 2-d and
# empty ones; the values come from a small LCG.
import numpy as np


def lcg(n, k, seed):
    out = []
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        out.append((x >> 16) % k)
    return np.array(out)


for n in [1, 2, 3, 17, 255, 256, 257, 1000, 4099]:
    for k in [3, 1000, 100000]:
        a = lcg(n, k, n + k)
        f = (a - k / 2) / 7.0
        u, idx, inv, cnt = np.unique(a, return_index=True, return_inverse=True, return_counts=True)
        print(n, k, len(u), u[:5].tolist(), u[-3:].tolist(), idx[:5].tolist(), inv[:8].tolist(), cnt[:5].tolist(), int(cnt.sum()))
        uf = np.unique(f)
        print(len(uf), uf[:4].tolist(), np.array_equal(uf, np.unique(f, return_index=True)[0]))
        print(np.median(a), np.median(f), np.percentile(f, [0, 10, 25, 50, 75, 90, 100]).tolist(), np.percentile(a, 33.3))
m = lcg(600, 50, 5).reshape(20, 30)
print(np.median(m, axis=0).tolist(), np.median(m, axis=1).tolist())
print(np.percentile(m, [5, 95], axis=1).tolist())
print(np.median(m.T, axis=0).tolist())
print(np.median(m.astype(np.float32), axis=1).tolist(), np.median(m.astype(np.float32)).dtype)
g = (lcg(300, 40, 2) - 20) / 4.0
g[::13] = np.nan
print(np.unique(g)[-3:].tolist(), np.unique(g, return_counts=True)[1][-3:].tolist())
print(np.median(g), np.percentile(g, 50), np.median(g.reshape(30, 10), axis=1).tolist())
print(np.unique(np.array([0.0, -0.0, 1.0, -0.0]), return_counts=True))
print(np.unique(np.array([True, False, True])), np.unique(np.array([3, 1, 3], dtype=np.uint8), return_inverse=True))
print(np.unique(np.array([], dtype=np.int64), return_index=True, return_counts=True), np.unique(np.array(5)))
print(np.unique(np.array([np.nan, np.nan, 1.0]), return_index=True, return_inverse=True, return_counts=True))
print(np.median(np.array(4.5)), np.median([2, 1]), np.percentile(np.array([1, 2, 3, 4], dtype=np.int8), [50, 99.9]))
try:
    np.percentile(np.zeros((2, 0)), 50, axis=1)
except IndexError as e:
    print("IndexError:", e)
