# Port of numba/numba examples/blur_image.py (BSD-2-Clause, numba/numba): a 2-D filter with
# a box kernel. SciPy's ascent() image is replaced by a deterministic random image and the
# plots and the comparison with scipy.ndimage.convolve by checksums.
import sys

from numpy import ones
import numpy

import alpyna


@alpyna.jit
def filter2d_core(image, filt, result):
    M, N = image.shape
    Mf, Nf = filt.shape
    Mf2 = Mf // 2
    Nf2 = Nf // 2
    for i in range(Mf2, M - Mf2):
        for j in range(Nf2, N - Nf2):
            num = 0
            for ii in range(Mf):
                for jj in range(Nf):
                    num += (filt[Mf-1-ii, Nf-1-jj] * image[i-Mf2+ii,j-Nf2+jj])
            result[i, j] = num


@alpyna.jit
def filter2d(image, filt):
    result = numpy.zeros_like(image)
    filter2d_core(image, filt, result)
    return result


side = int(sys.argv[1]) if len(sys.argv) > 1 else 24
image = numpy.random.RandomState(0).randint(0, 256, (side, side)).astype(numpy.float64)
filter = ones((7,7), dtype=image.dtype)

result = filter2d(image, filter)
print(result.dtype, result.shape, f"{result.sum():.10e}", result[3, 3], result[side // 2, 5])
