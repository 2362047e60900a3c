# Port of numba/numba examples/kernel-density-estimation/kernel_density_estimation_numba.py
# (BSD-2-Clause, Intel Corporation): a log-sum-exp kernel density estimate, a reduction
# over points with small array temporaries in the loop body (prange -> range).
# np.random.ranf, an alias alpyna lacks, is written np.random.random_sample (the same draws).
import sys

import numpy as np

import alpyna


@alpyna.jit
def kde(X):
    b = 0.5
    points = np.array([-1.0, 2.0, 5.0])
    N = points.shape[0]
    n = X.shape[0]
    exps = 0
    for i in range(n):
        p = X[i]
        d = (-(p-points)**2)/(2*b**2)
        m = np.min(d)
        exps += m-np.log(b*N)+np.log(np.sum(np.exp(d-m)))
    return exps


size = int(sys.argv[1]) if len(sys.argv) > 1 else 200
np.random.seed(0)
print(f"{kde(np.random.random_sample(10)):.10e}")
print("size:", size)
X = np.random.random_sample(size)
res = kde(X)
print("checksum:", f"{res:.10e}")
