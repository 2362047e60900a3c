import numpy as np
import alpyna


@alpyna.jit
def chained(a, b, c, n):
    for i in range(1, n):
        for j in range(n - 1):
            a[i][j + 1] = b[i - 1][j] + c[i, j][0]
            for k in range(2):
                c[i][j][k] = a[i][j] * b[i, j]


if __name__ == "__main__":
    a = np.zeros((4, 4))
    b = np.ones((4, 4))
    c = np.ones((4, 4, 2))
    chained(a, b, c, 4)
    print(a.sum(), c.sum())
