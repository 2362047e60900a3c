# Loops whose bounds are read at each entry from loop variables and
# symbols (no array element) run as kernel Dims: split across threads on
# the CPU, thread axes on a GPU. The red-black sweep's inner loop starts on
# the row's colour; a quadratic or blocked range under a parallel loop is
# a Dim inside a Dim, its range computed at each point of the outer one.
# Rows of the red-black sweep hold the other colour than their neighbours',
# so both loops run in parallel.
import numpy as np
import alpyna


@alpyna.jit
def red_black(u, n, it):
    for i in range(1, n - 1):
        for j in range(1 + (i + it) % 2, n - 1, 2):
            u[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])


@alpyna.jit
def red_black_sweeps(u, n, sweeps):
    for it in range(2 * sweeps):
        for i in range(1, u.shape[0] - 1):
            for j in range(1 + (i + it) % 2, u.shape[1] - 1, 2):
                u[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])


@alpyna.jit
def diagonal(u, n, it):
    # The diagonal neighbours have the row's colour: i runs in order, j
    # in parallel in each row, its range computed on the host.
    for i in range(1, n - 1):
        for j in range(1 + (i + it) % 2, len(u[0]) - 1, 2):
            u[i, j] = 0.5 * (u[i - 1, j - 1] + u[i + 1, j + 1]) - 0.125 * u[i, j + 1]


@alpyna.jit
def checker(a, b, n):
    for i in range(n):
        for j in range(i % 2, n, 2):
            a[i, j] = b[i, j] * 2.0 + i


@alpyna.jit
def strided(a, n, s):
    for i in range(n):
        for j in range(i % 3, n, s):
            a[i, j] += 1.5 * j


@alpyna.jit
def blocks(y, x, n, nb):
    for b in range(nb):
        for j in range(b * n // nb, (b + 1) * n // nb):
            y[j] = x[j] * 3.0 + b


@alpyna.jit
def quadratic(y, m):
    for i in range(y.shape[0]):
        for j in range(i * i % m, m):
            y[i, j] = 0.5 * j + i


@alpyna.jit
def carried(a, n):
    # i carries a flow (row i + 1 reads row i); j runs in parallel in
    # each row from a start that may be -1, where a[i + 1, j] wraps to the
    # last column: the nest then runs in the interpreter.
    for i in range(n - 1):
        for j in range(i % 3 - 1, n - 1, 2):
            a[i + 1, j] = a[i, j] * 0.5 + a[i, j + 1]


@alpyna.jit
def every_third(a, n, m, steps):
    # Rows i and i - 1 are never both in one step's progression: t is in
    # order, i and j (starting on i's parity) in parallel.
    for t in range(steps):
        for i in range(1 + (t * 7) % 3, n, 3):
            for j in range(i % 2, m):
                a[i, j] = a[i - 1, j] * 0.5 + t


@alpyna.jit
def host_start(a, n, m):
    # i in order, j in parallel from a start computed on the host for
    # each row; at i = 4 it is -1, and the nest runs in the interpreter.
    for i in range(1, n):
        for j in range(i % 4 - 1, m, 3):
            a[i, j] = a[i - 1, j] + 1.0


def grid(n):
    u = np.zeros((n, n))
    u[0, :] = 1.0
    u[:, 0] = np.linspace(0.0, 2.0, n)
    u[n - 1, :] = 0.25
    return u


for n in (7, 64, 301):
    u = grid(n)
    for it in range(6):
        red_black(u, n, it)
    print(n, repr(u.sum()), repr(u[2, 3]), repr(u[n - 2, 1]), repr(u[1, 1]))
    v = grid(n)
    red_black_sweeps(v, n, 3)
    print(n, bool((u == v).all()))
    w = grid(n)
    for it in range(3):
        diagonal(w, n, it)
    print(n, repr(w.sum()), repr(w[2, 3]), repr(w[n - 2, n - 3]))

for n in (5, 120):
    a = np.zeros((n, n))
    b = np.arange(n * n, dtype=np.float64).reshape(n, n) * 0.25
    checker(a, b, n)
    print(n, repr(a.sum()), repr(a[n - 1, n - 2]), repr(a[n - 2, n - 2]))
    for s in (1, 2, 5):
        c = np.ones((n, n))
        strided(c, n, s)
        print(n, s, repr(c.sum()), repr(c[n - 1, n - 1]))

for n, nb in ((10, 3), (1000, 7), (1000, 1000)):
    x = np.arange(n, dtype=np.float64)
    y = np.zeros(n)
    blocks(y, x, n, nb)
    print(n, nb, repr(y.sum()), repr(y[n - 1]))

q = np.zeros((40, 37))
quadratic(q, 37)
print(repr(q.sum()), repr(q[39, 36]))

for n in (6, 50):
    a = np.arange(n * n, dtype=np.float64).reshape(n, n) / n
    carried(a, n)
    print(n, repr(a.sum()), repr(a[n - 1, n - 1]))

for n, m in ((4, 5), (50, 40)):
    a = np.ones((n, m))
    every_third(a, n, m, 5)
    print(n, repr(a.sum()), repr(a[n - 1, m - 1]))
    b = np.ones((n, m))
    host_start(b, n, m)
    print(n, repr(b.sum()), repr(b[n - 1, m - 1]))
