# saxpy: y = a * x + y in single precision.
import sys

import numpy as np

import alpyna


@alpyna.jit
def saxpy(a, x, y, n):
    # expect: L14: parallel i; sequential none
    # why: y[i] is read and written only by iteration i.
    for i in range(n):
        y[i] = a * x[i] + y[i]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
x = np.arange(n, dtype=np.float32) * np.float32(0.25)
y = np.ones(n, dtype=np.float32)
saxpy(np.float32(2.0), x, y, n)
print("checksum", "%.6e" % float(y.sum()))
