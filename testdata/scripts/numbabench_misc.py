# Port of numba-benchmark benchmarks/bench_misc.py (BSD-2-Clause, numba/numba-benchmark):
# the IndirectIndexing benchmark, a grouped sum that scatters through a label array, with
# signed and unsigned labels.
import sys

import numpy as np

import alpyna


@alpyna.jit
def grouped_sum(values, labels, target):
    for i in range(len(values)):
        idx = labels[i]
        target[idx] += values[i]


n_in = int(sys.argv[1]) if len(sys.argv) > 1 else 200
n_out = 20
values = np.random.RandomState(0).randn(n_in)
labels = np.random.RandomState(0).randint(n_out, size=n_in).astype(np.int64)  # the original: .astype('intp')
unsigned_labels = labels.astype(np.uint64)  # the original: .astype('uintp')
targets = np.zeros(n_out)

grouped_sum(values, labels, targets)
print(" ".join(f"{t:.12e}" for t in targets[:5]))
print(f"{targets.sum():.12e}")
targets[:] = 0
grouped_sum(values, unsigned_labels, targets)
print(" ".join(f"{t:.12e}" for t in targets[:5]))
print(f"{targets.sum():.12e}")
