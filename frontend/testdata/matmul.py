import numpy as np
import alpyna


@alpyna.jit
def matmul(a, b, c, n, m, p):
    for i in range(n):
        for j in range(m):
            c[i, j] = 0.0
            for k in range(p):
                c[i, j] += a[i, k] * b[k, j]


if __name__ == "__main__":
    a = np.ones((3, 4))
    b = np.ones((4, 5))
    c = np.zeros((3, 5))
    matmul(a, b, c, 3, 5, 4)
    print(c.sum())
