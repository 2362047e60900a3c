import numpy as np
import alpyna


@alpyna.jit
def runtime_bounds(a, b, n):
    for i in range(len(a)):
        for j in range(a.shape[1] - 1):
            a[i, j] = b[j] * 2
    for i in range(n // 2, n - 1):
        b[i] = b[i + 1]
    for i in range(b.size):
        b[i] = 0


@alpyna.jit
def csr(ptr, val, y, n):
    for i in range(n):
        for p in range(ptr[i], ptr[i + 1]):
            y[i] += val[p]
        for j in range(i * i):
            y[i] += 1.0


if __name__ == "__main__":
    a = np.zeros((3, 4))
    b = np.arange(4.0)
    runtime_bounds(a, b, 4)
    y = np.zeros(2)
    csr(np.array([0, 1, 3]), np.ones(3), y, 2)
    print(a.sum(), b, y)
