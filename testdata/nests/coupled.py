# Coupled subscripts: one loop variable in several subscript positions, so
# the dimensions must be solved together (the Delta test), not one by one.
# bind: n=100
# bind coupled_transpose: n=100
# bind coupled_delta: n=100
import alpyna
from _common import arr, show


@alpyna.jit
def coupled_diagonal(a, n):
    # expect: L15: parallel i; sequential none
    # why: a[i, i] vs a[i', i' + 1]: the first dimension forces i = i', the second then asks i = i + 1: independent.
    for i in range(n):
        a[i, i] = a[i, i + 1] + 1.0


@alpyna.jit
def coupled_shifted(a, n):
    # expect: L23: parallel i; sequential none
    # why: a[i + 1, i] vs a[i', i']: i' = i + 1 from the first dimension and i' = i from the second: independent.
    for i in range(n):
        a[i + 1, i] = a[i, i] + 1.0


@alpyna.jit
def coupled_transpose(a, n):
    # expect: L32: parallel j; sequential i
    # why: (i, j) writes a[i, j], which (j, i) reads: flow or anti with direction (<, >), carried by i only.
    for i in range(n):
        for j in range(n):
            a[i, j] = a[j, i] + 1.0


@alpyna.jit
def coupled_delta(a, n):
    # expect: L41: parallel j; sequential i
    # why: the Delta test gives i' = i + 1 from the first dimension, then j' = j - 1 from the second: flow (<, >), carried by i.
    for i in range(n):
        for j in range(n):
            a[i + 1, i + j] = a[i, i + j] + 1.0


m = arr(16, 32)
coupled_diagonal(m, 8)
coupled_shifted(m, 8)
coupled_transpose(m, 8)
coupled_delta(m, 8)
show("coupled", m)
