# conv-2d: a 2-D convolution of an image with a small kernel (valid region).
import sys

import numpy as np

import alpyna


@alpyna.jit
def conv2d(img, kern, out, h, w, kh, kw):
    # expect: L17: parallel i j; sequential none
    # expect: L20: parallel(reduction) i j k l; sequential none
    # expect: L21: parallel i j; sequential none
    # why: img and kern are only read; acc is private to (i, j) and a sum over k, l.
    for i in range(h - kh + 1):
        for j in range(w - kw + 1):
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
