# test-args: 1000
"""SAXPY, y = a*x + y, over float32 vectors (the example of docs/contract.md §1).

Usage: saxpy.py [n]    (n defaults to 1000000)
"""
import sys

import numpy as np

import alpyna


@alpyna.jit
def saxpy(a, x, y, n):
    for i in range(n):
        y[i] = a * x[i] + y[i]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
    x = np.ones(n, dtype=np.float32)
    y = np.zeros(n, dtype=np.float32)
    saxpy(np.float32(2.0), x, y, n)
    saxpy(np.float32(0.5), x, y, n)
    print("n =", n)
    print("y[0] =", y[0], "y[-1] =", y[n - 1])
    print("sum:", y.sum())


if __name__ == "__main__":
    main()
