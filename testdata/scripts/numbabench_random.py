# Port of numba-benchmark benchmarks/bench_random.py (BSD-2-Clause, numba/numba-benchmark):
# the Python random module's generator exercised in a loop.
import random
import sys

import alpyna


@alpyna.jit
def py_getrandbits(seed, n):
    random.seed(seed)
    s = 0
    for i in range(n):
        s += random.getrandbits(32)
    return s


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
print(py_getrandbits(42, 1))
print(py_getrandbits(42, n))
