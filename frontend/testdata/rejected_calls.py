import numpy as np
import alpyna


def helper(x):
    while x > 10:
        x -= 10
    return x + 1


@alpyna.jit
def calls(a, n):
    for i in range(n):
        a[i] = helper(a[i])
        print(a[i])
        a[i] = np.float32(a[i]) + np.sqrt(a[i])
        a[i] = len(a) + a[i]


if __name__ == "__main__":
    a = np.ones(3)
    calls(a, 3)
    print(a)
