# test-args: 12
"""Naive matrix product C = A B by the textbook triple loop, in float64.

A and B hold small integers, so every product and partial sum is exact and
the checksums do not depend on the order of the additions.

Usage: matmul.py [n]    (n defaults to 256)
"""
import sys

import numpy as np

import alpyna


@alpyna.jit
def matmul(a, b, c, n):
    for i in range(n):
        for j in range(n):
            s = 0.0
            for k in range(n):
                s += a[i, k] * b[k, j]
            c[i, j] = s


@alpyna.jit
def fill(a, b, n):
    for i in range(n):
        for j in range(n):
            a[i, j] = (i + 2 * j) % 7 - 2
            b[i, j] = (3 * i + j) % 5 - 1


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 256
    a = np.empty((n, n))
    b = np.empty((n, n))
    c = np.zeros((n, n))
    fill(a, b, n)
    matmul(a, b, c, n)
    trace = 0.0
    for i in range(n):
        trace += c[i, i]
    print("n =", n)
    print("c[0, 0] =", c[0, 0], " c[n-1, n-1] =", c[n - 1, n - 1])
    print("trace:", trace)
    print("checksum:", c.sum())
    print("min %.1f max %.1f" % (c.min(), c.max()))


if __name__ == "__main__":
    main()
