# One jit function called many times on the same arrays: .ci/gpu-check
# reads the per-call times of the report (the first call compiles and
# uploads; the later ones show the fixed cost of a launch).
import sys

import numpy as np

import alpyna


@alpyna.jit
def axpy(y, x, a, n):
    for i in range(n):
        y[i] = a * x[i] + y[i]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
x = np.arange(n, dtype=np.float64)
y = np.zeros(n)
for step in range(20):
    axpy(y, x, 0.5, n)
print(y[n - 1])
