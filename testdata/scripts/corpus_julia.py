# Port of pythran's tests/cases/julia_pure_python.py (BSD-3-Clause, serge-sans-paille/pythran):
# the Julia set, a while-loop escape-time helper called per pixel through enumerate over a
# linspace grid. compute_julia, the exported function, is @alpyna.jit; kernel stays a plain
# function, as written. The driver prints checksums of the set and not the timer.
import sys
from time import time

import numpy as np

import alpyna


def kernel(zr, zi, cr, ci, lim, cutoff):
    ''' Computes the number of iterations `n` such that 
        |z_n| > `lim`, where `z_n = z_{n-1}**2 + c`.
    '''
    count = 0
    while ((zr*zr + zi*zi) < (lim*lim)) and count < cutoff:
        zr, zi = zr * zr - zi * zi + cr, 2 * zr * zi + ci
        count += 1
    return count

@alpyna.jit
def compute_julia(cr, ci, N, bound=1.5, lim=1000., cutoff=1e6):
    ''' Pure Python calculation of the Julia set for a given `c`.  No NumPy
        array operations are used.
    '''
    julia = np.empty((N, N), np.uint32)
    grid_x = np.linspace(-bound, bound, N)
    t0 = time()
    "omp parallel for default(none) shared(grid_x, cr, ci, lim, cutoff, julia)"
    for i, x in enumerate(grid_x):
        for j, y in enumerate(grid_x):
            julia[i,j] = kernel(x, y, cr, ci, lim, cutoff)
    return julia, time() - t0


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    julia, _ = compute_julia(-0.8, 0.156, n, cutoff=200)
    print(julia.dtype, julia.shape, int(julia.sum()), int(julia.max()), int(julia[n // 2, n // 2]))
    julia, _ = compute_julia(0.285, 0.01, n, 1.2, 100., 150)
    print(int(julia.sum()), int(julia.min()), int(julia[0, n - 1]))


main()
