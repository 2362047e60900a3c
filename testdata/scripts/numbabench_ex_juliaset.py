# Port of numba/numba examples/juliaset/juliaset_numba.py (BSD-2-Clause, Intel Corporation;
# ported there from a MATLAB implementation by A. Strumia): a Julia set over a complex grid,
# iterated as whole-array expressions. The unused `import numpy.matlib` and the timers
# are left out; the size and the number of zooms are smaller.
import sys

import numpy as np

import alpyna


@alpyna.jit
def iterate(col, Z, c):
    for k in range(col):
        Z = Z*Z + c
    return np.exp(-np.abs(Z))

def juliaset(iters, m):
    col = 128             # color depth
    cx = 0                # center X
    cy = 0                # center Y
    l = 1.5               # span
    zoomAmount = 0.6

    # The c constant.
    c = -.745429 + .11308j

    for zoom in range(iters):
        x = np.linspace(cx-l, cx+l, m)
        y = np.linspace(cy-l, cy+l, m)

        (X, Y) = np.meshgrid(x, y)

        Z = X + Y*1j

        W = iterate(col, Z, c)

        # Mask out the NaN values (overflow).
        minval = np.nanmin(W)
        W[np.isnan(W)] = minval - minval/10
        print("checksum W = ", f"{W.sum():.10e}")

        l = l * zoomAmount


# Points that escape overflow to inf and nan, as in the original; NumPy's warnings about
# it are silenced so that the script writes nothing on stderr.
np.seterr(over='ignore', invalid='ignore')
iterate(1, np.empty((1,2), dtype=complex), complex(0.0))
juliaset(3, int(sys.argv[1]) if len(sys.argv) > 1 else 20)
