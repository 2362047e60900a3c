# test-args: 16
"""Jacobi relaxation of a 2-D grid with a 5-point stencil.

The top edge is held at 100 and the other edges at 0; every sweep replaces
each interior point by the mean of its four neighbours, computed from the
previous sweep's values (so the result does not depend on the order in which
points are updated).

Usage: stencil.py [n [sweeps]]    (defaults: n = 256, sweeps = 60)
"""
import sys

import numpy as np

import alpyna


@alpyna.jit
def jacobi(u, v, n, sweeps):
    for t in range(sweeps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                v[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                u[i, j] = v[i, j]


@alpyna.jit
def residual(u, n):
    worst = 0.0
    for i in range(1, n - 1):
        for j in range(1, n - 1):
            r = abs(u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j])
            worst = max(worst, r)
    return worst


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 256
    sweeps = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    u = np.zeros((n, n))
    for j in range(n):
        u[0, j] = 100.0
    v = u.copy()
    jacobi(u, v, n, sweeps)
    print(f"grid {n}x{n}, {sweeps} sweeps")
    print("centre:", u[n // 2, n // 2])
    print("below the hot edge:", u[1, n // 2], u[2, n // 2])
    print("checksum:", u.sum())
    print("max residual: {:.6f}".format(residual(u, n)))


if __name__ == "__main__":
    main()
