# Port of pythran's tests/cases/sobelfilter.py (BSD-3-Clause, serge-sans-paille/pythran): the
# Sobel edge filter on a flat row-major image. The border is set to 255, then each interior
# pixel sums the x and y gradients, clamps each with min(255, max(0, s)) and stores
# 255 - (255 & (|sx| + |sy|)). The source takes an int list and returns list(range(n)) filled
# in; the port takes an int64 array and makes the result np.arange(n) (the same starting
# values). The driver's image is the #runas image of the source.
import sys

import numpy as np

import alpyna


@alpyna.jit
def sobelFilter(original_image, cols, rows):
    edge_image = np.arange(len(original_image))
    for i in range(rows):
        edge_image[i * cols] = 255
        edge_image[((i + 1) * cols) - 1] = 255

    for i in range(1, cols - 1):
        edge_image[i] = 255
        edge_image[i + ((rows - 1) * cols)] = 255

    for iy in range(1, rows - 1):
        for ix in range(1, cols - 1):
            sum_x = 0
            sum_y = 0
            sum = 0
            # x gradient approximation
            sum_x += original_image[ix - 1 + (iy - 1) * cols] * -1
            sum_x += original_image[ix + (iy - 1) * cols] * -2
            sum_x += original_image[ix + 1 + (iy - 1) * cols] * -1
            sum_x += original_image[ix - 1 + (iy + 1) * cols] * 1
            sum_x += original_image[ix + (iy + 1) * cols] * 2
            sum_x += original_image[ix + 1 + (iy + 1) * cols] * 1
            sum_x = min(255, max(0, sum_x))
            # y gradient approximatio
            sum_y += original_image[ix - 1 + (iy - 1) * cols] * 1
            sum_y += original_image[ix + 1 + (iy - 1) * cols] * -1
            sum_y += original_image[ix - 1 + (iy) * cols] * 2
            sum_y += original_image[ix + 1 + (iy) * cols] * -2
            sum_y += original_image[ix - 1 + (iy + 1) * cols] * 1
            sum_y += original_image[ix + 1 + (iy + 1) * cols] * -1
            sum_y = min(255, max(0, sum_y))

            # GRADIENT MAGNITUDE APPROXIMATION
            sum = abs(sum_x) + abs(sum_y)

            # make edges black and background white
            edge_image[ix + iy * cols] = 255 - (255 & sum)
    return edge_image


def main():
    cols = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    image_list = np.array([x % 10 + y % 20 for x in range(cols) for y in range(rows)], dtype=np.int64)
    e = sobelFilter(image_list, cols, rows)
    print(e.dtype, e.shape, int(e.sum()), int((e == 255).sum()))
    print(e[cols + 1:cols + 21].tolist())
    print(np.bincount(e).nonzero()[0].tolist())


main()
