# Port of npbench npbench/benchmarks/polybench/fdtd_2d (BSD-3-Clause, spcl/npbench)
# 2-D finite-difference time-domain: in-place slice updates.
import numpy as np


def initialize(TMAX, NX, NY, datatype=np.float64):
    ex = np.fromfunction(lambda i, j: (i * (j + 1)) / NX, (NX, NY), dtype=datatype)
    ey = np.fromfunction(lambda i, j: (i * (j + 2)) / NY, (NX, NY), dtype=datatype)
    hz = np.fromfunction(lambda i, j: (i * (j + 3)) / NX, (NX, NY), dtype=datatype)
    _fict_ = np.fromfunction(lambda i: i, (TMAX, ), dtype=datatype)
    return ex, ey, hz, _fict_


def kernel(TMAX, ex, ey, hz, _fict_):
    for t in range(TMAX):
        ey[0, :] = _fict_[t]
        ey[1:, :] -= 0.5 * (hz[1:, :] - hz[:-1, :])
        ex[:, 1:] -= 0.5 * (hz[:, 1:] - hz[:, :-1])
        hz[:-1, :-1] -= 0.7 * (ex[:-1, 1:] - ex[:-1, :-1] + ey[1:, :-1] - ey[:-1, :-1])


TMAX = 6
ex, ey, hz, _fict_ = initialize(TMAX, 7, 8)
kernel(TMAX, ex, ey, hz, _fict_)
print(np.round(ex, 6))
print(np.round(ey[::3], 6))
print(np.round(hz, 6))
