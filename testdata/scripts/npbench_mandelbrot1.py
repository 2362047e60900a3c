# Port of npbench npbench/benchmarks/mandelbrot1 (BSD-3-Clause, spcl/npbench)
# The Mandelbrot set on a complex grid: np.less of abs(Z), boolean-mask
# updates of complex arrays.
import numpy as np


def mandelbrot(xmin, xmax, ymin, ymax, xn, yn, maxiter, horizon=2.0):
    # Adapted from https://www.ibm.com/developerworks/community/blogs/jfp/...
    #              .../entry/How_To_Compute_Mandelbrodt_Set_Quickly?lang=en
    X = np.linspace(xmin, xmax, xn, dtype=np.float64)
    Y = np.linspace(ymin, ymax, yn, dtype=np.float64)
    C = X + Y[:, None] * 1j
    N = np.zeros(C.shape, dtype=np.int64)
    Z = np.zeros(C.shape, dtype=np.complex128)
    for n in range(maxiter):
        I = np.less(abs(Z), horizon)
        N[I] = n
        Z[I] = Z[I]**2 + C[I]
    N[N == maxiter - 1] = 0
    return Z, N


Z, N = mandelbrot(-1.75, 0.25, -1.00, 1.00, 12, 9, 20)
print(Z.dtype, N.dtype, Z.shape)
print(N)
print(np.round(Z[4], 6))
print(np.round(np.sum(np.where(np.isfinite(Z), Z, 0)), 6))
