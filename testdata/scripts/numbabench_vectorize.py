# Port of numba-benchmark benchmarks/bench_vectorize.py (BSD-2-Clause,
# numba/numba-benchmark): the element-wise product that Numba builds as a @vectorize ufunc,
# written as a jit function over whole arrays (alpyna has no ufunc builder), for float32,
# float64, complex64 and complex128.
import sys

import numpy as np

import alpyna


@alpyna.jit
def mul(x, y):
    return x * y


n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
dtypes = ('float32', 'float64', 'complex64', 'complex128')
for dtype in dtypes:
    sample = np.linspace(0, 1, n, dtype=dtype)
    out = np.zeros(n, dtype=dtype)
    out[:] = mul(sample, sample)
    print(dtype, out.dtype, out[:3], out[-1], out.sum())
