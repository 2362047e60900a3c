import math
import numpy as np
import alpyna


@alpyna.jit
def spaced(a, b, n):
    for i in range(
            1, n):
        (a)[i] = ((b)[i - 1]) + (math.sqrt(b[i]))
        a[i] = (b)[(i)] * (2.0 +
                           b[i])
        if (a[i]
                > 0):
            b[i] = a[i]
        elif (
            a[i] < -1
        ):
            b[i] = -a[i]
        else: b[i] = 0.0
        a[i] += abs(
            b[i]) + 1e-05 + 1e16 + 0x10 + 0.1 + 2.5e-7


if __name__ == "__main__":
    a = np.ones(4)
    b = np.ones(4)
    spaced(a, b, 4)
    print(a, b)
