# Port of pythran's tests/cases/fbcorr.py (BSD-3-Clause, serge-sans-paille/pythran; from numba's
# examples/fbcorr.py): a filter-bank correlation, a 7-deep loop nest accumulating into
# output[ii][ff][rr][cc]. The source takes and returns lists of lists; the port uses 4-D NumPy
# arrays (np.zeros for the list comprehension that built `output`), keeping the chained indexing
# and the len() of nested rows as written. xrange becomes range.
import sys

import numpy as np

import alpyna


@alpyna.jit
def fbcorr(imgs, filters):
    n_imgs, n_rows, n_cols, n_channels = (len(imgs), len(imgs[0]), len(imgs[0][0]), len(imgs[0][0][0]))
    n_filters, height, width, n_ch2 = (len(filters), len(filters[0]), len(filters[0][0]), len(filters[0][0][0]))
    output = np.zeros((n_imgs, n_filters, n_rows - height + 1, n_cols - width + 1))
    for ii in range(n_imgs):
        for rr in range(n_rows - height + 1):
            for cc in range(n_cols - width + 1):
                for hh in range(height):
                    for ww in range(width):
                        for jj in range(n_channels):
                            for ff in range(n_filters):
                                imgval = imgs[ii][rr + hh][cc + ww][jj]
                                filterval = filters[ff][hh][ww][jj]
                                output[ii][ff][rr][cc] += imgval * filterval
    return output


def main():
    nc = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    imgs = np.array([[[[i + j + k for i in range(nc)] for j in range(16)] for j in range(16)] for k in range(6)], dtype=np.float64)
    imgs = imgs + np.arange(16).reshape(1, 16, 1, 1) * 0.5
    filters = np.array([[[[i + 2 * j - k for i in range(nc)] for j in range(5)] for j in range(5)] for k in range(6)], dtype=np.float64)
    out = fbcorr(imgs, filters)
    print(out.shape, f"{out.sum():.10e}", out[0, 0, 0, 0], out[5, 5, 11, 11], out[2, 3, 4, 5])


main()
