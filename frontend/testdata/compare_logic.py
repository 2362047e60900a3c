import numpy as np
import alpyna


@alpyna.jit
def logic(a, b, n, lo, hi):
    for i in range(n):
        b[i] = lo < a[i] <= hi
        b[i] = (a[i] > 0 and a[i] < 1) or not a[i] != 2
        b[i] = a[i] if a[i] >= 0 else -a[i]
        b[i] = True if a[i] == 1 and b[i] or a[i] == 3 else False
        b[i] = (a[i] + 1) * (a[i] - 1) ** 2 ** -1 - -a[i] + +a[i] - (-a[i]) ** 2


if __name__ == "__main__":
    a = np.array([0.5, 2.0, -3.0])
    b = np.zeros(3)
    logic(a, b, 3, 0.0, 1.0)
    print(b)
