# mandelbrot: escape iterations of an n x n grid over [-2, 1] x [-1.5, 1.5].
import sys

import numpy as np

import alpyna


@alpyna.jit
def mandelbrot(counts, n, max_iter):
    # expect: L24: parallel i j; sequential none
    # expect: L25: parallel i j; sequential none
    # expect: L26: parallel i j; sequential none
    # expect: L27: parallel i j; sequential none
    # expect: L28: parallel i j; sequential none
    # expect: L32: parallel i j; sequential k
    # expect: L33: parallel i j; sequential k
    # expect: L34: parallel i j; sequential k
    # expect: L35: parallel i j; sequential k
    # expect: L36: parallel i j; sequential none
    # why: each pixel is independent (its scalars private); the break and the z recurrence make k sequential.
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
