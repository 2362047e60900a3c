# Integer division by zero in a jit loop raises ZeroDivisionError from inside the nest.
import numpy as np

import alpyna


@alpyna.jit
def ratios(a, d, out, n):
    for i in range(n):
        out[i] = int(a[i]) // int(d[i])


a = np.array([7, 8, 9])
d = np.array([2, 1, 0])
out = np.zeros(3, dtype=np.int64)
print(7 // 2, -7 // 2)
ratios(a, d, out, 3)
print(out)
