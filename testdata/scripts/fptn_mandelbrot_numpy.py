# test-args: 30 25 50
# The NumPy Mandelbrot sets of Rougier's "From Python to NumPy"
# (code/mandelbrot_numpy_1.py and code/mandelbrot_numpy_2.py, chapter "Code
# vectorization", section "Temporal vectorization"; (c) 2017 Nicolas P.
# Rougier, code BSD, book text CC BY-NC-SA 4.0), marked @alpyna.jit as they
# are. One change: numpy_2's `np.negative(I, I)` on a bool array raises
# TypeError since NumPy 1.13 ("use the `~` operator or the logical_not
# function instead"), so it is np.logical_not(I, I), as NumPy asks. Sizes: the
# book's 1500 x 1250 x 200 become xn x yn x maxiter (default 120 x 100 x 200).
import sys

import numpy as np

import alpyna


@alpyna.jit
def mandelbrot_numpy_1(xmin, xmax, ymin, ymax, xn, yn, maxiter, horizon=2.0):
    # Adapted from https://www.ibm.com/developerworks/community/blogs/jfp/...
    #              .../entry/How_To_Compute_Mandelbrodt_Set_Quickly?lang=en
    X = np.linspace(xmin, xmax, xn, dtype=np.float32)
    Y = np.linspace(ymin, ymax, yn, dtype=np.float32)
    C = X + Y[:,None]*1j
    N = np.zeros(C.shape, dtype=int)
    Z = np.zeros(C.shape, np.complex64)
    for n in range(maxiter):
        I = np.less(abs(Z), horizon)
        N[I] = n
        Z[I] = Z[I]**2 + C[I]
    N[N == maxiter-1] = 0
    return Z, N


@alpyna.jit
def mandelbrot_numpy_2(xmin, xmax, ymin, ymax, xn, yn, itermax, horizon=2.0):
    # Adapted from
    # https://thesamovar.wordpress.com/2009/03/22/fast-fractals-with-python-and-numpy/
    Xi, Yi = np.mgrid[0:xn, 0:yn]
    Xi, Yi = Xi.astype(np.uint32), Yi.astype(np.uint32)
    X = np.linspace(xmin, xmax, xn, dtype=np.float32)[Xi]
    Y = np.linspace(ymin, ymax, yn, dtype=np.float32)[Yi]
    C = X + Y*1j
    N_ = np.zeros(C.shape, dtype=np.uint32)
    Z_ = np.zeros(C.shape, dtype=np.complex64)
    Xi.shape = Yi.shape = C.shape = xn*yn

    Z = np.zeros(C.shape, np.complex64)
    for i in range(itermax):
        if not len(Z):
            break

        # Compute for relevant points only
        np.multiply(Z, Z, Z)
        np.add(Z, C, Z)

        # Failed convergence
        I = abs(Z) > horizon
        N_[Xi[I], Yi[I]] = i+1
        Z_[Xi[I], Yi[I]] = Z[I]

        # Keep going with those who have not diverged yet
        np.logical_not(I, I)
        Z = Z[I]
        Xi, Yi = Xi[I], Yi[I]
        C = C[I]
    return Z_.T, N_.T


xmin, xmax = -2.25, +0.75
ymin, ymax = -1.25, +1.25
xn = int(sys.argv[1]) if len(sys.argv) > 1 else 120
yn = int(sys.argv[2]) if len(sys.argv) > 2 else 100
maxiter = int(sys.argv[3]) if len(sys.argv) > 3 else 200
Z, N = mandelbrot_numpy_1(xmin, xmax, ymin, ymax, xn, yn, maxiter)
print(Z.dtype, N.dtype, N.shape, N.sum(), N.max())
print(N[yn // 2, :16])
print(repr(float(np.nan_to_num(abs(Z)).sum())), Z[yn // 2, xn - 3:])
Z, N = mandelbrot_numpy_2(xmin, xmax, ymin, ymax, xn, yn, maxiter)
print(Z.dtype, N.dtype, N.shape, N.sum(), N.max())
print(N[yn // 2, :16])
print(repr(float(abs(Z).sum())), Z[yn // 2, :3])
