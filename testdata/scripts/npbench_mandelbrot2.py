# Port of npbench npbench/benchmarks/mandelbrot2 (BSD-3-Clause, spcl/npbench)
# The Mandelbrot set keeping only the points still running: np.mgrid, fancy
# indexing with linspace[...], in-place ufuncs (np.multiply(Z, Z, Z)) and
# shape assignment (Xi.shape = Yi.shape = C.shape = xn * yn).
import numpy as np


def mandelbrot(xmin, xmax, ymin, ymax, xn, yn, itermax, horizon=2.0):
    # Adapted from
    # https://thesamovar.wordpress.com/2009/03/22/fast-fractals-with-python-and-numpy/
    Xi, Yi = np.mgrid[0:xn, 0:yn]
    X = np.linspace(xmin, xmax, xn, dtype=np.float64)[Xi]
    Y = np.linspace(ymin, ymax, yn, dtype=np.float64)[Yi]
    C = X + Y * 1j
    N_ = np.zeros(C.shape, dtype=np.int64)
    Z_ = np.zeros(C.shape, dtype=np.complex128)
    Xi.shape = Yi.shape = C.shape = xn * yn

    Z = np.zeros(C.shape, np.complex128)
    for i in range(itermax):
        if not len(Z):
            break

        # Compute for relevant points only
        np.multiply(Z, Z, Z)
        np.add(Z, C, Z)

        # Failed convergence
        I = abs(Z) > horizon
        N_[Xi[I], Yi[I]] = i + 1
        Z_[Xi[I], Yi[I]] = Z[I]

        # Keep going with those who have not diverged yet
        np.logical_not(I, I)
        Z = Z[I]
        Xi, Yi = Xi[I], Yi[I]
        C = C[I]
    return Z_.T, N_.T


Z, N = mandelbrot(-2.00, 0.50, -1.25, 1.25, 12, 9, 20)
print(Z.shape, N.shape, Z.dtype)
print(N)
print(np.round(Z[4], 4))
