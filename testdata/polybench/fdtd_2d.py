# PolyBench/C 4.2 stencils/fdtd-2d: 2-D finite-difference time-domain kernel.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (20, 20, 30), "SMALL": (40, 60, 80), "MEDIUM": (100, 200, 240)}


def init_array(tmax, nx, ny, ex, ey, hz, fict):
    for i in range(tmax):
        fict[i] = i
    for i in range(nx):
        for j in range(ny):
            ex[i, j] = (i * (j + 1)) / nx
            ey[i, j] = (i * (j + 2)) / ny
            hz[i, j] = (i * (j + 3)) / nx


@alpyna.jit
def kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, fict):
    for t in range(tmax):
        for j in range(ny):
            ey[0, j] = fict[t]
        for i in range(1, nx):
            for j in range(ny):
                ey[i, j] = ey[i, j] - 0.5 * (hz[i, j] - hz[i - 1, j])
        for i in range(nx):
            for j in range(1, ny):
                ex[i, j] = ex[i, j] - 0.5 * (hz[i, j] - hz[i, j - 1])
        for i in range(nx - 1):
            for j in range(ny - 1):
                hz[i, j] = hz[i, j] - 0.7 * (ex[i, j + 1] - ex[i, j] + ey[i + 1, j] - ey[i, j])


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            s += X[i, j]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
tmax, nx, ny = SIZES[size]
ex = np.zeros((nx, ny))
ey = np.zeros((nx, ny))
hz = np.zeros((nx, ny))
fict = np.zeros(tmax)
init_array(tmax, nx, ny, ex, ey, hz, fict)
kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, fict)
print("fdtd-2d", "%.10e" % checksum(ex), "%.10e" % checksum(ey), "%.10e" % checksum(hz), "%.10e" % hz[nx // 2, ny // 2])
