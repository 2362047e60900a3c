# Port of numba/numba examples/fbcorr.py (BSD-2-Clause, numba/numba): a filterbank
# correlation, seven nested loops accumulating into a 4-D output.
import sys

import numpy as np

import alpyna


@alpyna.jit
def fbcorr(imgs, filters, output):
    n_imgs, n_rows, n_cols, n_channels = imgs.shape
    n_filters, height, width, n_ch2 = filters.shape

    for ii in range(n_imgs):
        for rr in range(n_rows - height + 1):
            for cc in range(n_cols - width + 1):
                for hh in range(height):
                    for ww in range(width):
                        for jj in range(n_channels):
                            for ff in range(n_filters):
                                imgval = imgs[ii, rr + hh, cc + ww, jj]
                                filterval = filters[ff, hh, ww, jj]
                                output[ii, ff, rr, cc] += imgval * filterval

def main ():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    side = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    rng = np.random.RandomState(0)
    imgs = rng.randn(n, side, side, 3)
    filt = rng.randn(6, 5, 5, 3)
    output = np.zeros((n, 6, side - 4, side - 4))

    fbcorr(imgs, filt, output)
    print(output.shape, f"{output.sum():.10e}", f"{np.abs(output).sum():.10e}")
    print(f"{output[0, 1, 2, 3]:.15e} {output[-1, -1, -1, -1]:.15e}")

if __name__ == "__main__":
    main()
