# NumPy's times for BenchmarkSortStats (ndarray/sort_bench_test.go): the
# same operations on arrays of the same size and distribution, the best
# of 5 runs each, printed as "name seconds".
import sys
import time

import numpy as np

n = int(sys.argv[1]) if len(sys.argv) > 1 else 10**6
rng = np.random.RandomState(0)
f = rng.rand(n)
i = rng.randint(0, 1000, n)
cases = [
    ("median_f64", lambda: np.median(f)),
    ("median_i64", lambda: np.median(i)),
    ("percentile3_f64", lambda: np.percentile(f, [10, 50, 90])),
    ("unique_f64", lambda: np.unique(f)),
    ("unique_i64", lambda: np.unique(i)),
    ("unique_counts_i64", lambda: np.unique(i, return_counts=True)),
    ("unique_inverse_i64", lambda: np.unique(i, return_inverse=True)),
    ("sort_f64", lambda: np.sort(f)),
    ("argsort_f64", lambda: np.argsort(f)),
    ("argsort_i64", lambda: np.argsort(i)),
]
for name, fn in cases:
    best = float("inf")
    for _ in range(5):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    print(name, best)
