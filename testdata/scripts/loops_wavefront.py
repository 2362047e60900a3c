# Loop nests whose dependences all go forward along a skewed direction
# (docs/analysis.md, "Wavefronts"): from a few hundred iterations a loop,
# the cpu backend runs such a pair of loops by wavefronts of tiles, and the
# results must be bit-exact with CPython's in-order loops.
import numpy as np

import alpyna


@alpyna.jit
def seidel_2d(A, tsteps, n):
    # PolyBench's seidel-2d: within one t the (i, j) distances are (1, 1),
    # (1, 0), (1, -1) and (0, 1), so w = 2i + j orders them all.
    for t in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i, j] = (A[i - 1, j - 1] + A[i - 1, j] + A[i - 1, j + 1]
                           + A[i, j - 1] + A[i, j] + A[i, j + 1]
                           + A[i + 1, j - 1] + A[i + 1, j] + A[i + 1, j + 1]) / 9.0


@alpyna.jit
def gauss_seidel_1d(a, tsteps, n):
    # No wavefront within one sweep: i is its only loop and carries the
    # distance-1 flow from a[i] to the next a[i - 1], a chain. Skewing t
    # with i would need t's distances, which are not constant: every
    # later sweep reads a[i] again.
    for t in range(tsteps):
        for i in range(1, n - 1):
            a[i] = (a[i - 1] + a[i + 1]) / 2


@alpyna.jit
def up_right(a, m, n):
    # The (<, >) pattern: distances (1, -1) and (0, 1), w = 2i + j.
    for i in range(1, m):
        for j in range(1, n - 1):
            a[i, j] = 0.5 * a[i - 1, j + 1] + 0.25 * a[i, j - 1] + 0.25 * a[i, j]


@alpyna.jit
def up_two_right(a, m, n):
    # Distances (1, -2) and (0, 1): w = 3i + j, tiles skewed by 2.
    for i in range(1, m):
        for j in range(1, n - 2):
            a[i, j] = 0.5 * a[i - 1, j + 2] + 0.5 * a[i, j - 1]


@alpyna.jit
def transposed(a, n):
    # a[j, i - 1] has no constant distance: this pair must run in order.
    for i in range(1, n):
        for j in range(1, n):
            a[i, j] = 0.5 * a[j, i - 1] + 0.5 * a[i - 1, j]


def grid(m, n):
    g = np.zeros((m, n))
    for i in range(m):
        for j in range(n):
            g[i, j] = ((i * (j + 3)) % 17) / 17.0
    return g


def show(name, g):
    print(name, repr(float(g.sum())), repr(float(g[g.shape[0] // 2, g.shape[1] // 3])))


for n in (12, 270):
    A = grid(n, n)
    seidel_2d(A, 2, n)
    show("seidel_2d n=%d" % n, A)

a = np.zeros(300)
a[0] = 1.0
a[299] = -1.0
gauss_seidel_1d(a, 5, 300)
show("gauss_seidel_1d", a.reshape(30, 10))

for m, n in ((9, 11), (270, 300)):
    g = grid(m, n)
    up_right(g, m, n)
    show("up_right %dx%d" % (m, n), g)
    g = grid(m, n)
    up_two_right(g, m, n)
    show("up_two_right %dx%d" % (m, n), g)

g = grid(270, 270)
transposed(g, 270)
show("transposed", g)
