import numpy as np
import alpyna


@alpyna.jit
def update(a, b, n):
    for i in range(n):
        a[i] += b[i]
        a[i] -= 1.0
        a[i] *= 2.0
        a[i] /= 3.0
        a[i] //= 0.5
        a[i] %= 7.0
        a[i] **= 2


if __name__ == "__main__":
    a = np.ones(5)
    b = np.arange(5.0)
    update(a, b, 5)
    print(a)
