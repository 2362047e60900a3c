import numpy as np
import alpyna


@alpyna.jit
def forms(a, n, lo):
    for i in range(n):
        a[i] = 1
    for i in range(lo, n):
        a[i] = 2
    for i in range(lo, n + 1, 2):
        a[i - 1] = 3
    for i in range(2 * lo + 1, 3 * n - lo):
        a[i % n] = 4


if __name__ == "__main__":
    a = np.zeros(10)
    forms(a, 10, 1)
    print(a)
