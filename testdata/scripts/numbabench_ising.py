# Port of numba-benchmark benchmarks/bench_ising.py (BSD-2-Clause, numba/numba-benchmark),
# itself adapted from http://matthewrocklin.com/blog/work/2015/02/28/Ising/
# Metropolis updates of a 2-D Ising lattice, even columns then odd columns.
import sys

import numpy as np

from math import exp, log, e, sqrt

import alpyna


kT = 2 / log(1 + sqrt(2), e)

N = int(sys.argv[1]) if len(sys.argv) > 1 else 16
N_iterations = 3

np.random.seed(0)
x_start = np.random.randint(2, size=(N, N)).astype('i8')
x_start[x_start == 0] = -1


@alpyna.jit
def _update(x, i, j):
    n, m = x.shape
    dE = 2* x[i, j] * (
                     x[(i-1)%n, (j-1)%m]
                   + x[(i-1)%n,  j     ]
                   + x[(i-1)%n, (j+1)%m]

                   + x[ i     , (j-1)%m]
                   + x[ i     , (j+1)%m]

                   + x[(i+1)%n, (j-1)%m]
                   + x[(i+1)%n,  j     ]
                   + x[(i+1)%n, (j+1)%m]
                   )
    if dE <= 0 or exp(-dE / kT) > np.random.random():
        x[i, j] *= -1

@alpyna.jit
def update(x):
    n, m = x.shape

    for i in range(n):
        for j in range(0, m, 2):  # Even columns first to avoid overlap
            _update(x, j, i)

    for i in range(n):
        for j in range(1, m, 2):  # Odd columns second to avoid overlap
            _update(x, j, i)


x = x_start.copy()
for i in range(N_iterations):
    update(x)
    print(i, int(x.sum()), int((x * np.arange(N * N).reshape(N, N)).sum()))
