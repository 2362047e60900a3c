# Port of numba-benchmark benchmarks/bench_sorting.py (BSD-2-Clause, numba/numba-benchmark):
# in-place sort, argsort and median of float32 arrays: sorted, triangular, random and with
# many duplicates.
import sys

import numpy as np

import alpyna


@alpyna.jit
def real_sort(x):
    x.sort()

def sort(x):
    # We *have* to do a copy, otherwise repeating the benchmark will
    # produce skewed results in the later iterations, as an already-sorted
    # array will be passed.
    y = x.copy()
    real_sort(y)
    return y

@alpyna.jit
def argsort(x):
    return x.argsort()

@alpyna.jit
def median(x):
    return np.median(x)


n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
dtype = np.float32
s = 1.0
e = 100.0
sorted_array = np.linspace(s, e, n, dtype=dtype)
triangle_array = np.concatenate([
    np.linspace(s, e, n // 4, dtype=dtype),
    np.linspace(e, s, 3 * n // 4, dtype=dtype)
    ])
rnd = np.random.RandomState(42)
random_array = rnd.uniform(s, e, n).astype(dtype)
duplicates_array = np.floor(random_array)

for name, arr in (("sorted", sorted_array), ("triangle", triangle_array), ("random", random_array), ("duplicates", duplicates_array)):
    y = sort(arr)
    print(name, bool(np.all(y[1:] >= y[:-1])), y[:3], y[-2:], f"{y.astype(np.float64).sum():.8e}")
    print(name, "median", median(arr))
idx = argsort(random_array)
print(idx.dtype, idx[:8], bool(np.all(random_array[idx][1:] >= random_array[idx][:-1])))
print("median odd", median(random_array[:-1]))
