# Port of npbench npbench/benchmarks/azimint_hist (BSD-3-Clause, spcl/npbench)
# Azimuthal integration (pyFAI) with two np.histogram calls, the second weighted.
import numpy as np


def initialize(N, datatype=np.float64):
    from numpy.random import default_rng
    rng = default_rng(42)
    data, radius = rng.random((N, ), dtype=datatype), rng.random((N, ), dtype=datatype)
    return data, radius


def azimint_hist(data, radius, npt):
    histu = np.histogram(radius, npt)[0]
    histw = np.histogram(radius, npt, weights=data)[0]
    return histw / histu


data, radius = initialize(500)
res = azimint_hist(data, radius, 16)
print(res.shape, res.dtype)
print(np.round(res, 10))
counts, edges = np.histogram(radius, 16)
print(counts, counts.dtype)
print(np.round(edges, 10))
