# mandelbrot, hand-parallelised for Numba: prange over the pixels i, j; the
# escape loop k (a recurrence with a break) stays sequential.
# Same computation and checksum as ../mandelbrot.py; see README.md.
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
def mandelbrot(counts, n, max_iter):
    for i in prange(n):
        for j in prange(n):
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
