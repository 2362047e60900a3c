# Weak-zero SIV (one side constant: a[0] vs a[i]) and weak-crossing SIV
# (opposite coefficients: a[i] vs a[n - 1 - i]) pairs. Weak-zero names the one
# iteration involved, so peeling the first or last iteration can free a loop.
# bind: n=100,m=40
# bind weak_zero_skipped: n=100
# bind weak_zero_last: n=100
# bind weak_zero_outside: n=100
# bind weak_crossing_reverse: n=100
# bind weak_crossing_halves: m=40, n=100
import alpyna
from _common import arr, show


@alpyna.jit
def weak_zero_first(a, b, n):
    # expect: L19: parallel none; sequential i
    # why: iteration 0 writes a[0], which every later iteration reads (flow, carried); only peeling i = 0 would free i.
    for i in range(n):
        a[i] = a[0] + b[i]


@alpyna.jit
def weak_zero_skipped(a, b, n):
    # expect: L27: parallel i; sequential none
    # why: i starts at 1, so the iteration that would write a[0] is outside the loop: nothing writes a[0].
    for i in range(1, n):
        a[i] = a[0] + b[i]


@alpyna.jit
def weak_zero_last(a, b, n):
    # expect: L36: parallel i; sequential none
    # expect: L37: parallel i; sequential none
    # why: only the last iteration writes a[n - 1], after every read of it (anti S1->S2); no edge goes back, so distribution frees both.
    for i in range(n):
        b[i] = a[n - 1] * 2.0
        a[i] = b[i] + 1.0


@alpyna.jit
def weak_zero_outside(a, n):
    # expect: L45: parallel i; sequential none
    # why: a[n + 5] is beyond every a[i] with i < n: the weak-zero iteration n + 5 is outside the loop.
    for i in range(n):
        a[i] = a[n + 5] + 1.0


@alpyna.jit
def weak_crossing_reverse(a, n):
    # expect: L53: parallel none; sequential i
    # why: a[i] and a[99 - i] cross at i = 49.5: the first half reads what the second half writes (anti) and the second half reads what the first wrote (flow).
    for i in range(n):
        a[i] = a[n - 1 - i] + 1.0


@alpyna.jit
def weak_crossing_halves(a, m, n):
    # expect: L61: parallel i; sequential none
    # why: i < 40 writes a[0..39] and reads a[60..99]: the crossing iteration 49.5 lies beyond the loop.
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
