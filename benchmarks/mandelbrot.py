# mandelbrot: escape iterations of an n x n grid over [-2, 1] x [-1.5, 1.5].
import sys

import numpy as np

import alpyna


@alpyna.jit
def mandelbrot(counts, n, max_iter):
    for i in range(n):
        for j in range(n):
            cr = -2.0 + 3.0 * j / n
            ci = -1.5 + 3.0 * i / n
            zr = 0.0
            zi = 0.0
            count = 0
            for k in range(max_iter):
                if zr * zr + zi * zi > 4.0:
                    break
                t = zr * zr - zi * zi + cr
                zi = 2.0 * zr * zi + ci
                zr = t
                count += 1
            counts[i, j] = count


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
counts = np.zeros((n, n), dtype=np.int32)
mandelbrot(counts, n, 100)
print("checksum", int(counts.sum()))
