# ZIV subscript pairs: subscripts with no loop variable.
# bind: n=100,k=3
import alpyna
from _common import arr, show


@alpyna.jit
def ziv_independent(a, b, n):
    for i in range(n):
        a[i] = b[5] + b[6]


@alpyna.jit
def ziv_constant_write(a, b, n):
    for i in range(n):
        a[3] = b[i]


@alpyna.jit
def ziv_read_write(a, b, n):
    for i in range(n):
        b[i] = a[4]
        a[4] = b[i] + 1.0


@alpyna.jit
def ziv_symbolic(a, c, n, k):
    for i in range(n):
        c[i] = a[k]
        a[k + 1] = c[i] * 2.0


@alpyna.jit
def ziv_distinct_constants(a, n):
    for i in range(n):
        a[1] = a[2] + 1.0


a, b, c = arr(30), arr(30), arr(30)
ziv_independent(a, b, 10)
ziv_constant_write(a, b, 10)
ziv_read_write(a, b, 10)
ziv_symbolic(a, c, 10, 3)
ziv_distinct_constants(a, 10)
show("ziv", a, b, c)
