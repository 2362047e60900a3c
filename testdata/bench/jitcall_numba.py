# Per-call time of the small functions of BenchmarkJitCallOverhead
# (jitcall_bench_test.go) under CPython with Numba's @njit, called from a
# Python loop as alpyna's are: "NAME CASE MICROSECONDS" per line, the
# median of five loops.
import sys
import time

import numpy as np
from numba import njit


@njit
def saxpy(a, x, y, t):
    for i in range(len(x)):
        y[i] = a * x[i] + 0.5 * y[i] + t


@njit
def stencil(A, B, t):
    n, m = A.shape
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            B[i, j] = 0.2 * (A[i, j] + A[i - 1, j] + A[i + 1, j] + A[i, j - 1] + A[i, j + 1]) + t


@njit
def kernel_ludcmp(n, A, b, x, y, t):
    for i in range(n):
        for j in range(i):
            w = A[i, j]
            for k in range(j):
                w -= A[i, k] * A[k, j]
            A[i, j] = w / A[j, j]
        for j in range(i, n):
            w = A[i, j]
            for k in range(i):
                w -= A[i, k] * A[k, j]
            A[i, j] = w
    for i in range(n):
        w = b[i] + t
        for j in range(i):
            w -= A[i, j] * y[j]
        y[i] = w
    for i in range(n - 1, -1, -1):
        w = y[i]
        for j in range(i + 1, n):
            w -= A[i, j] * x[j]
        x[i] = w / A[i, i]


def problem(n):
    return (n, np.eye(n) * n + 1.0, np.linspace(1.0, 2.0, n), np.zeros(n), np.zeros(n))


def measure(calls, same, scalar, sizes):
    out = {}
    for case, f in (("same", same), ("scalar", scalar), ("sizes", sizes)):
        for t in range(8):
            f(t)
        runs = []
        for _ in range(5):
            start = time.perf_counter()
            for t in range(calls):
                f(t)
            runs.append((time.perf_counter() - start) / calls)
        out[case] = sorted(runs)[2]
    return out


x = np.linspace(0.0, 1.0, 1000)
y = np.zeros(1000)
xs = [np.linspace(0.0, 1.0, 1000 + k) for k in range(4)]
ys = [np.zeros(1000 + k) for k in range(4)]
A = np.ones((64, 64))
B = np.zeros((64, 64))
As = [np.ones((64 + k, 64 + k)) for k in range(4)]
Bs = [np.zeros((64 + k, 64 + k)) for k in range(4)]
n, LA, Lb, Lx, Ly = problem(120)
ps = [problem(120 + k) for k in range(4)]

results = {
    "saxpy1000": measure(1000, lambda t: saxpy(2.0, x, y, 1), lambda t: saxpy(2.0, x, y, t),
                         lambda t: saxpy(2.0, xs[t % 4], ys[t % 4], 1)),
    "stencil64x64": measure(1000, lambda t: stencil(A, B, 1), lambda t: stencil(A, B, t),
                            lambda t: stencil(As[t % 4], Bs[t % 4], 1)),
    "ludcmp120": measure(50, lambda t: kernel_ludcmp(n, LA, Lb, Lx, Ly, 1), lambda t: kernel_ludcmp(n, LA, Lb, Lx, Ly, t),
                         lambda t: kernel_ludcmp(*ps[t % 4], t=1)),
}
for name, cases in results.items():
    for case, secs in cases.items():
        print(name, case, "%.3f" % (secs * 1e6))
sys.stdout.flush()
