# Port of pyccel-benchmarks' Ackermann test (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/numba_ackermann_mod.py; MIT licence, Copyright (c) 2022 Pyccel). The plain
# ackermann_mod.py is the same function without the decorator (the stored copy of the repository
# has only the numba_ and jax_ files); @njit becomes @alpyna.jit, annotations kept. The benchmark
# runs ackermann(3, 8) after sys.setrecursionlimit(3000); the driver here runs smaller arguments
# (sys.argv[1] is m's largest value, 3 by default) so that CPython stays under a second.
import sys
import time

import alpyna


@alpyna.jit
def ackermann(m : int, n : int) -> int:
    """  Total computable function that is not primitive recursive.
    This function is useful for testing recursion
    """
    if m == 0:
        return n + 1
    elif n == 0:
        return ackermann(m - 1, 1)
    else:
        return ackermann(m - 1, ackermann(m, n - 1))


def main():
    sys.setrecursionlimit(3000)
    mmax = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    nmax = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    for m in range(mmax + 1):
        row = []
        for n in range(nmax + 1):
            row.append(ackermann(m, n))
        print(m, row)
    if len(sys.argv) > 3:
        t0 = time.perf_counter()
        a = ackermann(mmax, nmax)
        print("time %.4f" % (time.perf_counter() - t0), a)


main()
