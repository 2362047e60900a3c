# Finite differences and quadrature on a grid from linspace, with slices,
# concatenate and a jit nest for the second difference.
import numpy as np

import alpyna


@alpyna.jit
def second_diff(f, d2, h, n):
    for i in range(1, n - 1):
        d2[i] = (f[i - 1] - 2.0 * f[i] + f[i + 1]) / (h * h)


n = 41
x = np.linspace(0.0, np.pi, n)
h = x[1] - x[0]
f = np.sin(x) * np.exp(-x / 4.0)
d1 = (f[2:] - f[:-2]) / (2 * h)
d2 = np.zeros(n)
second_diff(f, d2, h, n)
d2s = np.concatenate(([0.0], (f[:-2] - 2.0 * f[1:-1] + f[2:]) / h ** 2, [0.0]))
print(np.allclose(d2, d2s), d1[:3], d2[1:4])
trap = h * (f.sum() - 0.5 * (f[0] + f[-1]))
print(round(float(trap), 12), np.argmax(f), x[np.argmax(f)])
g = np.arctan2(np.sin(x), np.cos(x))
print(np.allclose(g[:n // 2 + 1], x[:n // 2 + 1]), np.hypot(3.0, 4.0), np.floor(x[::10] * 10) / 10)
mask = np.isfinite(np.log(np.maximum(f, 0.0) + 1e-300))
print(mask.all(), np.minimum(f, 0.1)[::8], np.clip(d1, -0.5, 0.5)[::10])
