import numpy as np
import alpyna


@alpyna.jit
def steps(a, b, n, k):
    for i in range(n - 1, -1, -1):
        a[i] = b[i]
    for i in range(0, n, 3):
        a[i] = 0
    for i in range(0, n, k):
        a[i] += 1
    for i in range(n, 0, -k):
        b[i - 1] = a[i - 1]
    for i in range(1, n):
        for j in range(n - 1, i, -2):
            a[j] = a[j - 1]


@alpyna.jit
def zero_step(a, n):
    for i in range(0, n, 0):
        a[i] = 0


if __name__ == "__main__":
    a = np.zeros(9)
    b = np.arange(9.0)
    steps(a, b, 9, 2)
    print(a, b)
