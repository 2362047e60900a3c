# A 2-D heat equation as NumPy users write it, with slices, against the
# same sweep as a jit nest; seeded random initial data.
import numpy as np

import alpyna


@alpyna.jit
def sweep(u, v, alpha, n, m):
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            v[i, j] = u[i, j] + alpha * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j])


np.random.seed(1234)
n, m = 24, 17
u0 = np.random.rand(n, m)
u0[0, :] = 0.0
u0[-1, :] = 1.0
u0[:, 0] = np.linspace(0.0, 1.0, n)
u0[:, -1] = u0[:, 0][::-1]

alpha = 0.2
a = u0.copy()
b = u0.copy()
for step in range(30):
    nxt = a.copy()
    nxt[1:-1, 1:-1] = a[1:-1, 1:-1] + alpha * (a[:-2, 1:-1] + a[2:, 1:-1] + a[1:-1, :-2] + a[1:-1, 2:] - 4.0 * a[1:-1, 1:-1])
    a = nxt
    c = b.copy()
    sweep(b, c, alpha, n, m)
    b = c
print(np.abs(a - b).max() < 1e-12, a.sum(), b.sum())
print(a[n // 2, ::4])
print(a.mean(axis=0)[:5], a.std(axis=1).argmax(), np.round if False else a.max(axis=None))
print(np.where(a > 0.9, 1, 0).sum(axis=0))
