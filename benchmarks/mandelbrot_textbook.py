# mandelbrot as most people write it: the squares zr2 and zi2 computed
# once, before the escape test and its break, and reused in the update.
# Same computation and checksum as mandelbrot.py.
import sys

import numpy as np

import alpyna


@alpyna.jit
def mandelbrot_textbook(counts, n, max_iter):
    # expect: L27: parallel i j; sequential none
    # expect: L28: parallel i j; sequential none
    # expect: L29: parallel i j; sequential none
    # expect: L30: parallel i j; sequential none
    # expect: L31: parallel i j; sequential none
    # expect: L33: parallel i j; sequential k
    # expect: L34: parallel i j; sequential k
    # expect: L37: parallel i j; sequential k
    # expect: L38: parallel i j; sequential k
    # expect: L39: parallel i j; sequential k
    # expect: L40: parallel i j; sequential none
    # why: each pixel is independent; zr2 and zi2 are written before the break test in every step; the break and the z recurrence make k sequential.
    for i in range(n):
        for j in range(n):
            cr = -2.0 + 3.0 * j / n
            ci = -1.5 + 3.0 * i / n
            zr = 0.0
            zi = 0.0
            count = 0
            for k in range(max_iter):
                zr2 = zr * zr
                zi2 = zi * zi
                if zr2 + zi2 > 4.0:
                    break
                zi = 2.0 * zr * zi + ci
                zr = zr2 - zi2 + cr
                count += 1
            counts[i, j] = count


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
counts = np.zeros((n, n), dtype=np.int32)
mandelbrot_textbook(counts, n, 100)
print("checksum", int(counts.sum()))
