import numpy as np
import alpyna


@alpyna.jit
def total(x, n):
    s = 0.0
    for i in range(n):
        s += x[i]
    return s


@alpyna.jit
def row_sums(a, r, n, m):
    for i in range(n):
        acc = 0.0
        for j in range(m):
            acc = acc + a[i, j]
        r[i] = acc


@alpyna.jit
def dot_max(x, y, n):
    best = -1.0
    for i in range(n):
        best = max(best, x[i] * y[i])
    return best


if __name__ == "__main__":
    x = np.arange(4.0)
    a = np.ones((2, 3))
    r = np.zeros(2)
    row_sums(a, r, 2, 3)
    print(total(x, 4), r, dot_max(x, x, 4))
