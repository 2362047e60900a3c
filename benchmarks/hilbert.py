# hilbert: the n x n Hilbert matrix h[i, j] = 1 / (i + j + 1).
import sys

import numpy as np

import alpyna


@alpyna.jit
def hilbert(h, n):
    # expect: L15: parallel i j; sequential none
    # why: each h[i, j] is written once from i and j alone.
    for i in range(n):
        for j in range(n):
            h[i, j] = 1.0 / (i + j + 1)


n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
h = np.zeros((n, n))
hilbert(h, n)
print("checksum", "%.6e" % float(h.sum()))
