import numpy as np
import alpyna


@alpyna.jit
def nonaffine(a, b, n, k):
    for i in range(n):
        for j in range(n):
            t = i + j
            a[i * j] = b[i // 2] + b[t] + b[k * i] + b[k] + b[3 * i + 2 * k]
            a[min(i, n - 1)] = b[int(0.5 * j)]


if __name__ == "__main__":
    a = np.zeros(16)
    b = np.arange(16.0)
    nonaffine(a, b, 4, 1)
    print(a)
