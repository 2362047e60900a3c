import numpy as np
import alpyna


@alpyna.jit
def two_phases(a, b, c, n):
    for i in range(n):
        for j in range(n):
            a[i, j] = b[i, j] + 1
        for j in range(n):
            c[i, j] = a[i, n - 1 - j]
    scale = 2.0
    for i in range(n):
        c[i, i] = c[i, i] * scale


if __name__ == "__main__":
    a = np.zeros((3, 3))
    b = np.ones((3, 3))
    c = np.zeros((3, 3))
    two_phases(a, b, c, 3)
    print(c.sum())
