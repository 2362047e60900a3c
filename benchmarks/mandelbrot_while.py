# mandelbrot with the escape loop written as a while: a counter bounded by
# max_iter and the escape test in one condition, as many people write it.
# Same computation and checksum as mandelbrot.py.
import sys

import numpy as np

import alpyna


@alpyna.jit
def mandelbrot_while(counts, n, max_iter):
    # expect: L27: parallel i j; sequential none
    # expect: L28: parallel i j; sequential none
    # expect: L29: parallel i j; sequential none
    # expect: L30: parallel i j; sequential none
    # expect: L31: parallel i j; sequential none
    # expect: L33: parallel i j; sequential count·while32
    # expect: L34: parallel i j; sequential count·while32
    # expect: L35: parallel i j; sequential count·while32
    # expect: L36: parallel i j; sequential count·while32
    # expect: L38: parallel i j; sequential none
    # why: each pixel is independent; the while is a counted loop (alpyna names it count·while32) with an escape test, so it runs in order inside each pixel.
    # The counter's increment (L37) is a statement of the while's line in the plan.
    for i in range(n):
        for j in range(n):
            cr = -2.0 + 3.0 * j / n
            ci = -1.5 + 3.0 * i / n
            zr = 0.0
            zi = 0.0
            count = 0
            while count < max_iter and zr * zr + zi * zi <= 4.0:
                zr2 = zr * zr
                zi2 = zi * zi
                zi = 2.0 * zr * zi + ci
                zr = zr2 - zi2 + cr
                count += 1
            counts[i, j] = count


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
counts = np.zeros((n, n), dtype=np.int32)
mandelbrot_while(counts, n, 100)
print("checksum", int(counts.sum()))
