# Port of numba/numba-examples examples/maths/mandelbrot_set_numpy/numba_numpy_array.py
# (BSD-2-Clause, numba/numba-examples): the Mandelbrot set with a colour per escape time, a
# while loop with break on a complex accumulator that starts as the integer 0. @nb.njit becomes
# @alpyna.jit; the driver allocates the arrays as the example's runner does and prints checksums
# instead of showing the image.
import math
import sys

import numpy as np

import alpyna


@alpyna.jit
def mandelbrot(iters, pixels, bbox, width, max_iter):
    for y in range(width):
        for x in range(width):
            c0 = complex(bbox[0] + (bbox[2]-bbox[0])*x/width, 
                         bbox[1] + (bbox[3]-bbox[1])*y/width) 
            c = 0
            i = 1
            while i < max_iter:
                if abs(c) > 2:  
                    log_iter = math.log(i) 
                    pixels[y, x, 0] = 255*(1+math.cos(3.32*log_iter))//2
                    pixels[y, x, 1] = 255*(1+math.cos(0.774*log_iter))//2
                    pixels[y, x, 2] = 255*(1+math.cos(0.412*log_iter))//2 
                    break
                c = c * c + c0
                i += 1
            iters[y, x] = i                
    return iters, pixels


def main():
    width = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    max_iter = 100
    iters = np.zeros((width, width), dtype=np.uint16)
    pixels = np.zeros((width, width, 3), dtype=np.uint8)
    bbox = (-2.0, -1.5, 1.0, 1.5)
    iters, pixels = mandelbrot(iters, pixels, bbox, width, max_iter)
    print(iters.dtype, pixels.dtype, int(iters.sum()), int(iters.max()))
    print(int(pixels[:, :, 0].sum()), int(pixels[:, :, 1].sum()), int(pixels[:, :, 2].sum()))
    print(pixels[width // 2, width // 4].tolist(), int(iters[width // 3, width // 2]))


main()
