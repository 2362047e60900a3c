import numpy as np
import alpyna


@alpyna.jit
def lower(a, l, n):
    for i in range(n):
        for j in range(i):
            l[i, j] = a[i, j]
        for j in range(i + 1, n):
            l[i, j] = 0.0


@alpyna.jit
def band(a, n, w):
    for i in range(1, n):
        for j in range(i - w, i + w + 1):
            a[i, j] = a[i - 1, j] + 1


if __name__ == "__main__":
    a = np.ones((4, 4))
    l = np.ones((4, 4))
    lower(a, l, 4)
    b = np.zeros((5, 8))
    band(b, 5, 1)
    print(l.sum(), b.sum())
