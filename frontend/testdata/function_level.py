import numpy as np
import alpyna


@alpyna.jit
def staged(a, b, n, flag):
    k = n - 1
    if flag:
        for i in range(n):
            a[i] = b[k - i]
    else:
        with open("/dev/null") as f:
            for i in range(n):
                a[i] = b[i] + k
    t = 0.0
    for i in range(n):
        t = t + a[i]
        b[i] = t
    total = t
    return total


if __name__ == "__main__":
    a = np.zeros(3)
    b = np.arange(3.0)
    print(staged(a, b, 3, True), staged(a, b, 3, False))
