# Helper module for helper_import.py and err_in_helper.py (not a test itself: the leading
# underscore tells the test runner and gen_goldens.sh to skip it).
import numpy as np

import alpyna

GREETING = "hello from _helpers"


@alpyna.jit
def axpy(alpha, x, y, n):
    for i in range(n):
        y[i] = alpha * x[i] + y[i]


def make_grid(n, m):
    g = np.zeros((n, m))
    for i in range(n):
        for j in range(m):
            g[i, j] = i + j / 10
    return g


@alpyna.jit
def checked_sqrt_sum(a, n):
    s = 0.0
    for i in range(n):
        if a[i] < 0:
            raise ValueError("negative entry at index %d" % i)
        s += a[i] ** 0.5
    return s
