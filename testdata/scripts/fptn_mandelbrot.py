# test-args: 30 25 50
# Port of the pure-Python Mandelbrot set of Nicolas P. Rougier's "From Python
# to NumPy" (github.com/rougier/from-python-to-numpy, code/mandelbrot.py's
# mandelbrot_1, the same as code/mandelbrot-python.py; chapter "Code
# vectorization", section "Temporal vectorization"; (c) 2017 Nicolas P.
# Rougier, code BSD, book text CC BY-NC-SA 4.0). The function is marked
# @alpyna.jit as it is: a nested function closing over `horizon`, complex
# arithmetic, lists built by comprehensions. The book's 1500 x 1250 points
# and 200 iterations become xn x yn and maxiter set by optional arguments
# (default 120 x 100, 200); the image is replaced by checksums.
import sys

import numpy as np

import alpyna


@alpyna.jit
def mandelbrot_1(xmin, xmax, ymin, ymax, xn, yn, maxiter, horizon=2.0):
    def mandelbrot(z,maxiter):
        c = z
        for n in range(maxiter):
            if abs(z) > horizon:
                return n
            z = z*z + c
        return maxiter
    r1 = [xmin+i*(xmax-xmin)/xn for i in range(xn)]
    r2 = [ymin+i*(ymax-ymin)/yn for i in range(yn)]
    return [mandelbrot(complex(r, i),maxiter) for r in r1 for i in r2]


xmin, xmax = -2.25, +0.75
ymin, ymax = -1.25, +1.25
xn = int(sys.argv[1]) if len(sys.argv) > 1 else 120
yn = int(sys.argv[2]) if len(sys.argv) > 2 else 100
maxiter = int(sys.argv[3]) if len(sys.argv) > 3 else 200
N = mandelbrot_1(xmin, xmax, ymin, ymax, xn, yn, maxiter)
print(len(N), sum(N), max(N), N.count(maxiter))
print(N[(xn // 2) * yn:(xn // 2) * yn + 20])
