# conv-2d, hand-parallelised for Numba: prange over the output pixels i, j;
# the sum over the kernel k, l is private, left sequential.
# Same computation and checksum as ../conv2d.py; see README.md.
import sys

import numpy as np

try:
    from numba import njit, prange
except ImportError:  # no Numba: the same computation, sequential, under CPython
    prange = range

    def njit(*args, **kwargs):
        return lambda fn: fn


from alpyna import timed


@timed
@njit(parallel=True)
def conv2d(img, kern, out, h, w, kh, kw):
    for i in prange(h - kh + 1):
        for j in prange(w - kw + 1):
            acc = 0.0
            for k in range(kh):
                for l in range(kw):
                    acc += img[i + k, j + l] * kern[kh - 1 - k, kw - 1 - l]
            out[i, j] = acc


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
kh = kw = 3
img = np.zeros((n, n))
for i in range(n):
    for j in range(n):
        img[i, j] = ((i * 7 + j * 11) % 23) / 23.0
kern = np.array([[1.0, 2.0, 1.0], [0.0, 0.0, 0.0], [-1.0, -2.0, -1.0]])
out = np.zeros((n - kh + 1, n - kw + 1))
conv2d(img, kern, out, n, n, kh, kw)
print("checksum", "%.6e" % float(out.sum()), "%.6e" % float(np.abs(out).sum()))
