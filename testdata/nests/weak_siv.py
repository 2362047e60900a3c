# Weak-zero SIV (one side constant) and weak-crossing SIV (opposite
# coefficients) pairs.
# bind: n=100,m=40
import alpyna
from _common import arr, show


@alpyna.jit
def weak_zero_first(a, b, n):
    for i in range(n):
        a[i] = a[0] + b[i]


@alpyna.jit
def weak_zero_skipped(a, b, n):
    for i in range(1, n):
        a[i] = a[0] + b[i]


@alpyna.jit
def weak_zero_last(a, b, n):
    for i in range(n):
        b[i] = a[n - 1] * 2.0
        a[i] = b[i] + 1.0


@alpyna.jit
def weak_zero_outside(a, n):
    for i in range(n):
        a[i] = a[n + 5] + 1.0


@alpyna.jit
def weak_crossing_reverse(a, n):
    for i in range(n):
        a[i] = a[n - 1 - i] + 1.0


@alpyna.jit
def weak_crossing_halves(a, m, n):
    for i in range(m):
        a[i] = a[n - 1 - i] + 1.0


a, b = arr(120), arr(120)
weak_zero_first(a, b, 10)
weak_zero_skipped(a, b, 10)
weak_zero_last(a, b, 10)
weak_zero_outside(a, 10)
weak_crossing_reverse(a, 10)
weak_crossing_halves(a, 4, 10)
show("weak_siv", a, b)
