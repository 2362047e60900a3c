# vadd: c = a + b over vectors, element by element.
import sys

import numpy as np

import alpyna


@alpyna.jit
def vadd(a, b, c, n):
    # expect: L14: parallel i; sequential none
    # why: each c[i] is written once from read-only a and b.
    for i in range(n):
        c[i] = a[i] + b[i]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
a = np.arange(n, dtype=np.float64)
b = np.arange(n, dtype=np.float64) * 0.5
c = np.zeros(n)
vadd(a, b, c, n)
print("checksum", "%.6e" % float(c.sum()))
