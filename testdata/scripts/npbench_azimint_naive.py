# Port of npbench npbench/benchmarks/azimint_naive (BSD-3-Clause, spcl/npbench)
# Azimuthal integration (pyFAI), the naive version: one boolean mask per bin.
import numpy as np


def initialize(N, datatype=np.float64):
    from numpy.random import default_rng
    rng = default_rng(42)
    data, radius = rng.random((N, ), dtype=datatype), rng.random((N, ), dtype=datatype)
    return data, radius


def azimint_naive(data, radius, npt):
    rmax = radius.max()
    res = np.zeros(npt, dtype=np.float64)
    for i in range(npt):
        r1 = rmax * i / npt
        r2 = rmax * (i + 1) / npt
        mask_r12 = np.logical_and((r1 <= radius), (radius < r2))
        values_r12 = data[mask_r12]
        res[i] = values_r12.mean()
    return res


data, radius = initialize(400)
res = azimint_naive(data, radius, 12)
print(res.shape, res.dtype)
print(np.round(res, 10))
data32, radius32 = initialize(300, np.float32)
res32 = azimint_naive(data32, radius32, 7)
print(data32.dtype, np.round(res32, 5))
