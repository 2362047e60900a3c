# mandelbrot_while, hand-parallelised for Numba: prange over the pixels.
# Same computation and checksum as ../mandelbrot_while.py; see README.md.
import sys

import numpy as np

try:
    from numba import njit, prange
except ImportError:  # no Numba: the same computation, sequential, under CPython
    prange = range

    def njit(*args, **kwargs):
        return lambda fn: fn


from alpyna import timed


@timed
@njit(parallel=True)
def mandelbrot_while(counts, n, max_iter):
    for i in prange(n):
        for j in prange(n):
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
