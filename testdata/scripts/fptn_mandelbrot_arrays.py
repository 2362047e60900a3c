# test-args: 30 25 50
# The pure-Python Mandelbrot set of Rougier's "From Python to NumPy"
# (code/mandelbrot-python.py; (c) 2017 Nicolas P. Rougier, code BSD, book text
# CC BY-NC-SA 4.0) moved to NumPy arrays as a user adopting alpyna would write
# it: the comprehensions become loops over i and j filling an int array, the
# nested function's loop is inlined with a break for its return. Three forms:
# with Python's complex numbers, as the book; with the real and imaginary
# parts as floats; and over complex128 arrays C and Z made by NumPy. Optional arguments: xn, yn, maxiter (default 120, 100, 200).
import sys

import numpy as np

import alpyna


@alpyna.jit
def mandelbrot_complex(xmin, xmax, ymin, ymax, xn, yn, maxiter, N, horizon=2.0):
    for i in range(xn):
        for j in range(yn):
            c = complex(xmin+i*(xmax-xmin)/xn, ymin+j*(ymax-ymin)/yn)
            z = c
            N[i, j] = maxiter
            for n in range(maxiter):
                if abs(z) > horizon:
                    N[i, j] = n
                    break
                z = z*z + c


@alpyna.jit
def mandelbrot_real(xmin, xmax, ymin, ymax, xn, yn, maxiter, N, horizon=2.0):
    for i in range(xn):
        for j in range(yn):
            cr = xmin+i*(xmax-xmin)/xn
            ci = ymin+j*(ymax-ymin)/yn
            zr = cr
            zi = ci
            N[i, j] = maxiter
            for n in range(maxiter):
                if zr*zr + zi*zi > horizon*horizon:
                    N[i, j] = n
                    break
                zr, zi = zr*zr - zi*zi + cr, 2*zr*zi + ci


@alpyna.jit
def mandelbrot_complex_arrays(C, Z, N, xn, yn, maxiter, horizon=2.0):
    for i in range(xn):
        for j in range(yn):
            N[i, j] = maxiter
            for n in range(maxiter):
                if abs(Z[i, j]) > horizon:
                    N[i, j] = n
                    break
                Z[i, j] = Z[i, j]*Z[i, j] + C[i, j]


xmin, xmax = -2.25, +0.75
ymin, ymax = -1.25, +1.25
xn = int(sys.argv[1]) if len(sys.argv) > 1 else 120
yn = int(sys.argv[2]) if len(sys.argv) > 2 else 100
maxiter = int(sys.argv[3]) if len(sys.argv) > 3 else 200
for f in (mandelbrot_complex, mandelbrot_real):
    N = np.zeros((xn, yn), dtype=np.int64)
    f(xmin, xmax, ymin, ymax, xn, yn, maxiter, N)
    print(N.sum(), N.max(), (N == maxiter).sum())
    print(N[xn // 2, :20])
X = xmin + np.arange(xn)*(xmax-xmin)/xn
Y = ymin + np.arange(yn)*(ymax-ymin)/yn
C = X[:, None] + 1j*Y[None, :]
Z = C.copy()
M = np.zeros((xn, yn), dtype=np.int64)
mandelbrot_complex_arrays(C, Z, M, xn, yn, maxiter)
print(C.dtype, M.sum(), np.array_equal(M, N), repr(float(abs(Z[xn // 2, yn // 3]))))
