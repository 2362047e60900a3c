# Coupled subscripts: one loop variable in several subscript positions.
# bind: n=100
import alpyna
from _common import arr, show


@alpyna.jit
def coupled_diagonal(a, n):
    for i in range(n):
        a[i, i] = a[i, i + 1] + 1.0


@alpyna.jit
def coupled_shifted(a, n):
    for i in range(n):
        a[i + 1, i] = a[i, i] + 1.0


@alpyna.jit
def coupled_transpose(a, n):
    for i in range(n):
        for j in range(n):
            a[i, j] = a[j, i] + 1.0


@alpyna.jit
def coupled_delta(a, n):
    for i in range(n):
        for j in range(n):
            a[i + 1, i + j] = a[i, i + j] + 1.0


m = arr(16, 32)
coupled_diagonal(m, 8)
coupled_shifted(m, 8)
coupled_transpose(m, 8)
coupled_delta(m, 8)
show("coupled", m)
