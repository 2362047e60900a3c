# Textbook nests: a stencil, matrix-vector products in both loop orders, a
# wavefront, a transposed copy, an outer product.
# bind: n=100,m=80
import alpyna
from _common import arr, show


@alpyna.jit
def stencil_1d(a, b, n):
    # expect: L13: parallel i; sequential none
    # why: reads a, writes b: the stencil's neighbours are never written.
    for i in range(1, n - 1):
        b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0


@alpyna.jit
def matvec(a, x, y, n, m):
    # expect-unsure: L22: parallel i; sequential j
    # why: y[i] accumulates over j (carried by j, rows independent); unsure: an array-element reduction recogniser could also run j as a parallel reduction.
    for i in range(n):
        for j in range(m):
            y[i] += a[i, j] * x[j]


@alpyna.jit
def matvec_transposed(a, x, y, n, m):
    # expect-unsure: L31: parallel i; sequential j
    # why: the outer j carries the accumulation into every y[i]; i is free inside it (unsure: j could be a parallel reduction, as in matvec).
    for j in range(m):
        for i in range(n):
            y[i] += a[i, j] * x[j]


@alpyna.jit
def wavefront(a, n, m):
    # expect: L40: parallel none; sequential i j
    # why: distances (1, 0) and (0, 1): each loop carries a flow (only skewing would expose the anti-diagonals).
    for i in range(1, n):
        for j in range(1, m):
            a[i, j] = a[i - 1, j] + a[i, j - 1]


@alpyna.jit
def transpose_copy(a, b, n, m):
    # expect: L49: parallel i j; sequential none
    # why: reads a, writes b, each b[j, i] once.
    for i in range(n):
        for j in range(m):
            b[j, i] = a[i, j]


@alpyna.jit
def outer_product(x, y, a, n, m):
    # expect: L58: parallel i j; sequential none
    # why: each a[i, j] written once from read-only vectors.
    for i in range(n):
        for j in range(m):
            a[i, j] = x[i] * y[j]


a, b = arr(12), arr(12)
stencil_1d(a, b, 12)
m = arr(6, 5)
x, y = arr(5), arr(6)
matvec(m, x, y, 6, 5)
matvec_transposed(m, x, y, 6, 5)
w = arr(6, 6)
wavefront(w, 6, 6)
t = arr(5, 6)
transpose_copy(m, t, 6, 5)
o = arr(6, 5)
outer_product(y, x, o, 6, 5)
show("textbook", b, y, w, t, o)
