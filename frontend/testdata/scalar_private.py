import numpy as np
import alpyna


@alpyna.jit
def swap_rows(a, n, m):
    for i in range(n // 2):
        for j in range(m):
            t = a[i, j]
            a[i, j] = a[n - 1 - i, j]
            a[n - 1 - i, j] = t


if __name__ == "__main__":
    a = np.arange(12.0).reshape(4, 3)
    swap_rows(a, 4, 3)
    print(a)
