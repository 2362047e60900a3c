# Rows in the values of section statements: `y[:] += x[i] * 2.0` where the
# function shows x has two axes (`n, m = x.shape`, `x.shape[1]`) but never
# subscripts it with two indices; NumPy broadcasts the row.
import numpy as np
import alpyna


@alpyna.jit
def colsum(x, y):
    n, m = x.shape
    for i in range(n):
        y[:] += x[i] * 2.0


@alpyna.jit
def centre(x, mu, w, out):
    for i in range(x.shape[0]):
        out[i, :] = (x[i] - mu[:]) * w[i]
    return x.shape[1]


x = np.random.RandomState(0).rand(300, 40)
y = np.zeros(40)
colsum(x, y)
print(y[:3], y.sum())
mu = x.mean(axis=0)
w = np.linspace(0.5, 1.5, 300)
out = np.zeros_like(x)
print(centre(x, mu, w, out), out[5, :3], out.sum())
