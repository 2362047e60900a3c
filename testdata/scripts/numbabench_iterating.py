# Port of numba-benchmark benchmarks/bench_iterating.py (BSD-2-Clause, numba/numba-benchmark):
# the ways of iterating over an array's values (for over the array, .flat, np.ndindex,
# range loops, np.nditer, zip), on 1-D, C, Fortran and strided 2-D int32 arrays.
# The kernels over arr.flat, np.ndindex and np.nditer (flat_iter, flat_index, ndindex,
# nditer1/2/3, zip_flat) are left out: alpyna's NumPy has none of the three yet
# (docs/corpus_numbabench.md). The 2-D cases run range2d on each layout instead.
import sys

import numpy as np

import alpyna


dtype = np.int32
zero = dtype(0)
N = int(sys.argv[1]) if len(sys.argv) > 1 else 10

arr1 = np.arange(N * N, dtype=dtype) % 7 - 3
arr2c = arr1.reshape((N, N))
arr2f = arr2c.T
arr2a = np.concatenate((arr2c, arr2c))[::2]


@alpyna.jit
def array_iter_1d(arr):
    total = zero
    for val in arr:
        total += val
    return total

@alpyna.jit
def range1d(arr):
    total = zero
    n, = arr.shape
    for i in range(n):
        total += arr[i]
    return total

@alpyna.jit
def range2d(arr):
    total = zero
    m, n = arr.shape
    for i in range(m):
        for j in range(n):
            total += arr[i, j]
    return total

@alpyna.jit
def zip_iter(a, b):
    total = zero
    for u, v in zip(a, b):
        total += u * v
    return total


def show(name, value):
    print(name, value, type(value).__name__)


show("array_iter_1d", array_iter_1d(arr1))
show("range_index_1d", range1d(arr1))
for tag, arr in (("2d_C", arr2c), ("2d_fortran", arr2f), ("2d_non_contiguous", arr2a)):
    show("range_index_" + tag, range2d(arr))
show("zip_iter_two_1d", zip_iter(arr1, arr1))
show("zip_iter_two_1d_int64", zip_iter(arr1, arr1.astype(np.int64)))
