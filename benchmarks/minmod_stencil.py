# a conditional-scalar stencil: a minmod-limited slope (the scalar slope
# set on the three branches of an if/elif/else) in a five-point update, as
# in a MUSCL scheme.
import math
import sys

import numpy as np

import alpyna


@alpyna.jit
def minmod_stencil(u, out, n):
    # expect: L23: parallel i j; sequential none
    # expect: L24: parallel i j; sequential none
    # expect: L26: parallel i j; sequential none
    # expect: L28: parallel i j; sequential none
    # expect: L30: parallel i j; sequential none
    # expect: L31: parallel i j; sequential none
    # why: slope is assigned on every branch of the if/elif/else: private to a point; u is only read.
    for i in range(1, n - 1):
        for j in range(1, n - 1):
            dl = u[i, j] - u[i, j - 1]
            dr = u[i, j + 1] - u[i, j]
            if dl * dr <= 0.0:
                slope = 0.0
            elif abs(dl) < abs(dr):
                slope = dl
            else:
                slope = dr
            out[i, j] = u[i, j] - 0.5 * slope + 0.25 * (u[i - 1, j] + u[i + 1, j] - 2.0 * u[i, j])


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
u = np.zeros((n, n))
for i in range(n):
    for j in range(n):
        u[i, j] = math.sin(0.37 * i) + math.cos(0.23 * j * (1 + i % 3))
out = np.zeros((n, n))
minmod_stencil(u, out, n)
print("checksum", "%.6e" % float(out.sum()), "%.6e" % float(abs(out).sum()))
