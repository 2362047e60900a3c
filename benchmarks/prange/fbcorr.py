# fbcorr, hand-parallelised for Numba: prange over the filters f and the
# output pixels i, j; the correlation over k, l is a private sum, left
# sequential. Same computation and checksum as ../fbcorr.py; see README.md.
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
def fbcorr(img, filters, out, nf, h, w, fh, fw):
    for f in prange(nf):
        for i in prange(h - fh + 1):
            for j in prange(w - fw + 1):
                acc = 0.0
                for k in range(fh):
                    for l in range(fw):
                        acc += img[i + k, j + l] * filters[f, k, l]
                out[f, i, j] = acc


n = int(sys.argv[1]) if len(sys.argv) > 1 else 32
nf, fh, fw = 4, 5, 5
img = np.zeros((n, n))
for i in range(n):
    for j in range(n):
        img[i, j] = ((i * 3 + j * 5) % 17) / 17.0
filters = np.zeros((nf, fh, fw))
for f in range(nf):
    for k in range(fh):
        for l in range(fw):
            filters[f, k, l] = ((f + k * l) % 7) / 7.0 - 0.5
out = np.zeros((nf, n - fh + 1, n - fw + 1))
fbcorr(img, filters, out, nf, n, n, fh, fw)
print("checksum", "%.6e" % float(out.sum()))
