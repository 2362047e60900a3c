# Slicing, views, transposes and advanced indexing in a script's set-up
# and checks, around a jit nest that takes whole arrays.
import numpy as np

import alpyna


@alpyna.jit
def relax(v, u, n):
    for i in range(1, n - 1):
        for j in range(1, n - 1):
            v[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])


n = 6
u = np.zeros((n, n))
u[0, :] = 1.0           # a boundary row through a view
u[:, -1] = np.arange(n)  # a column, broadcast from a vector
u[1:-1, 1:-1] = 0.5     # the interior
v = u.copy()
relax(v, u, n)
print(v)

# The same sweep with slices, as NumPy users write it.
w = u.copy()
w[1:-1, 1:-1] = 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:])
print(np.allclose(v, w), (v - w).max())

# Views share memory; copies do not.
row = v[2]
row[:] = -1.0
col = v[:, 3]
print(v[2, 3], col[2], col.shape, v.T[3, 2])
rev = v[::-1, ::2]
print(rev.shape, rev[0], rev[-1, -1])

# Advanced indexing copies.
idx = np.array([0, 2, 4])
picked = u[idx]
picked[:] = 9.0
print(u[0, 0], picked.sum())
mask = u > 0.75
print(mask.sum(), u[mask])
u[mask] = 0.0
print(u.sum())
print(u.ravel()[:8], u.T.ravel()[:8])
print(repr(np.arange(10)[7:2:-2]), repr(np.arange(12).reshape(3, 4)[..., 1]))
