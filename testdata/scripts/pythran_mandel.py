# Port of pythran's tests/cases/mandel.py (BSD-3-Clause, serge-sans-paille/pythran): the
# Mandelbrot set with a `while` escape loop on two floats updated by a tuple assignment and an
# "omp parallel for" hint on the j loop. The source builds `out` as a list of lists; the port
# makes it an int64 NumPy array. xrange becomes range; Python 2's size/2 on ints was floor
# division and becomes size//2.
import sys

import numpy as np

import alpyna


@alpyna.jit
def mandel(size, x_center, y_center, max_iteration):
    out = np.zeros((size, size), dtype=np.int64)
    for i in range(size):
        "omp parallel for"
        for j in range(size):
            x, y = (x_center + 4.0 * float(i - size // 2) / size,
                    y_center + 4.0 * float(j - size // 2) / size
                    )

            a, b = (0.0, 0.0)
            iteration = 0

            while (a**2 + b**2 <= 4.0 and iteration < max_iteration):
                a, b = a**2 - b**2 + x, 2 * a * b + y
                iteration += 1
            if iteration == max_iteration:
                color_value = 255
            else:
                color_value = iteration * 10 % 255
            out[i][j] = color_value
    return out


def main():
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 80
    out = mandel(20, 0, 0, 8)
    print(out.sum(), out[10].tolist())
    out = mandel(size, -0.5, 0.0, 40)
    print(out.dtype, out.shape, int(out.sum()), int((out == 255).sum()))
    print(out[size // 2, ::8].tolist())


main()
