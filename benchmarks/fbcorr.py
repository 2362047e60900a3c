# fbcorr: a bank of nf filters correlated with an image (valid region).
import sys

import numpy as np

import alpyna


@alpyna.jit
def fbcorr(img, filters, out, nf, h, w, fh, fw):
    # expect: L18: parallel f i j; sequential none
    # expect: L21: parallel(reduction) f i j k l; sequential none
    # expect: L22: parallel f i j; sequential none
    # why: img and filters are only read; acc is private to (f, i, j) and a sum over k, l.
    for f in range(nf):
        for i in range(h - fh + 1):
            for j in range(w - fw + 1):
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
