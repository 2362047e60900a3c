# alpyna.jit(fn) used as a call, on a module-level function and on a nested one.
import numpy as np

import alpyna


def prefix_sum(a, out, n):
    acc = 0
    for i in range(n):
        acc += a[i]
        out[i] = acc


fast_prefix_sum = alpyna.jit(prefix_sum)


def make_axpy(alpha):
    def axpy(x, y, n):
        for i in range(n):
            y[i] += alpha * x[i]
    return alpyna.jit(axpy)


a = np.arange(1, 9)
out = np.zeros(8, dtype=np.int64)
fast_prefix_sum(a, out, 8)
print(out)
print(callable(fast_prefix_sum), fast_prefix_sum.__name__)
f = make_axpy(3.0)
x = np.ones(4)
y = np.arange(4, dtype=np.float64)
f(x, y, 4)
print(y)
g = alpyna.jit(lambda v: v * 2)
print(g(21))
