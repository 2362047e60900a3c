# Statistics on seeded random data: reductions with axes, histograms by
# bincount, masks, clip, cumulative sums, and a jit nest computing the
# same column means.
import numpy as np

import alpyna


@alpyna.jit
def colmeans(x, out, n, m):
    for j in range(m):
        s = 0.0
        for i in range(n):
            s += x[i, j]
        out[j] = s / n


np.random.seed(7)
x = np.random.randn(200, 5) * 2.0 + np.arange(5)
out = np.zeros(5)
colmeans(x, out, 200, 5)
print(np.allclose(out, x.mean(axis=0)), np.round if False else out.argmax())
print(x.min(axis=0), x.max(axis=0).argmin())
print(x.var(axis=0, ddof=1).sum() > 0, np.std(x[:, 0]) > 1.5)
bins = np.clip(((x[:, 2] + 4.0) * 2.0).astype(np.int64), 0, 15)
print(np.bincount(bins, minlength=16))
print(np.cumsum(np.bincount(bins, minlength=16))[-1], (x > 3.0).sum(axis=0), x[x[:, 4] > 8.0].shape)
idx = np.random.permutation(200)[:5]
print(idx, np.random.choice(5, size=8), np.random.randint(0, 100, size=(2, 3)))
order = np.argmax(x, axis=1)
print(np.bincount(order, minlength=5), np.any(order == 4), np.all(x[:, 0] < 10))
