# ZIV subscript pairs: subscripts with no loop variable, constant or
# symbolic. A ZIV pair decides a whole dimension: different values there make
# the references independent whatever the other dimensions say.
# bind: n=100,k=3,m=50
# bind ziv_symbolic: n=100, k=3
# bind ziv_n_and_n_plus_1: m=50, n=100
# bind ziv_runtime_equal: m=50, k=3
# bind ziv_runtime_differ: m=50, k=5
import alpyna
from _common import arr, show


@alpyna.jit
def ziv_independent(a, b, n):
    # expect: L18: parallel i; sequential none
    # why: b[5] and b[6] are only read; a[i] is written once per iteration.
    for i in range(n):
        a[i] = b[5] + b[6]


@alpyna.jit
def ziv_constant_write(a, b, n):
    # expect: L26: parallel none; sequential i
    # why: every iteration writes a[3] (output dependence carried by i; the last write must win).
    for i in range(n):
        a[3] = b[i]


@alpyna.jit
def ziv_read_write(a, b, n):
    # expect: L35: parallel none; sequential i
    # expect: L36: parallel none; sequential i
    # why: a[4] == a[4]: S2 writes what S1 reads next iteration (flow, carried) and S1 feeds S2 through b[i]: one cycle.
    for i in range(n):
        b[i] = a[4]
        a[4] = b[i] + 1.0


@alpyna.jit
def ziv_symbolic(a, c, n, k):
    # expect: L45: parallel i; sequential none
    # expect: L46: parallel none; sequential i
    # why: a[k] and a[k + 1] differ for every k (ZIV), so S1 is free; S2 writes a[k + 1] every iteration (output, carried).
    for i in range(n):
        c[i] = a[k]
        a[k + 1] = c[i] * 2.0


@alpyna.jit
def ziv_distinct_constants(a, n):
    # expect: L54: parallel none; sequential i
    # why: a[1] vs a[2] is independent (ZIV), but every iteration writes a[1] (output, carried by i).
    for i in range(n):
        a[1] = a[2] + 1.0


@alpyna.jit
def ziv_five_six(a, n):
    # expect: L62: parallel i; sequential none
    # why: the second subscripts 5 and 6 differ (ZIV), which overrides the distance 1 of the first dimension.
    for i in range(n):
        a[i + 1, 5] = a[i, 6] + 1.0


@alpyna.jit
def ziv_n_and_n_plus_1(a, m, n):
    # expect: L70: parallel i; sequential none
    # why: the second subscripts n and n + 1 differ for every n (symbolic ZIV), so the distance 1 in i does not matter.
    for i in range(m):
        a[i + 1, n] = a[i, n + 1] + 1.0


@alpyna.jit
def ziv_runtime_equal(a, m, k):
    # expect: L78: parallel none; sequential i
    # why: with k = 3 the second subscripts meet (k == 3), leaving the flow of distance 1 in i.
    for i in range(m):
        a[i + 1, k] = a[i, 3] + 1.0


@alpyna.jit
def ziv_runtime_differ(a, m, k):
    # expect: L86: parallel i; sequential none
    # why: with k = 5 the second subscripts differ (k != 3): independent, known only once k is bound.
    for i in range(m):
        a[i + 1, k] = a[i, 3] + 1.0


a, b, c = arr(30), arr(30), arr(30)
ziv_independent(a, b, 10)
ziv_constant_write(a, b, 10)
ziv_read_write(a, b, 10)
ziv_symbolic(a, c, 10, 3)
ziv_distinct_constants(a, 10)
g = arr(12, 12)
ziv_five_six(g, 10)
ziv_n_and_n_plus_1(g, 10, 8)
ziv_runtime_equal(g, 10, 3)
ziv_runtime_differ(g, 10, 5)
show("ziv", a, b, c, g)
