import numpy as np
import alpyna


@alpyna.jit
def jacobi(a, b, n, m):
    for i in range(1, n - 1):
        b[i, 0] = a[i, 0]
        for j in range(1, m - 1):
            b[i, j] = 0.25 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])
        b[i, m - 1] = a[i, m - 1]


if __name__ == "__main__":
    a = np.ones((5, 6))
    b = np.zeros((5, 6))
    jacobi(a, b, 5, 6)
    print(b.sum())
