import numpy as np
import alpyna


@alpyna.jit
def offsets(a, b, n, k):
    for i in range(1, n - 1):
        for j in range(n):
            for l in range(2):
                a[i, j, l] = b[i - 1, n - 1 - j] + b[-1, 0] - a[i + 1, j, 1 - l]
        b[i, k] = b[i - 1, k + 1] + b[2 * i - k, -1]


if __name__ == "__main__":
    a = np.zeros((4, 4, 2))
    b = np.ones((4, 4))
    offsets(a, b, 4, 1)
    print(a.sum(), b.sum())
