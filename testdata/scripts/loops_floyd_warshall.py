# Floyd-Warshall: i and j run in parallel in each step k when d[k, k] is
# not negative at the step's start (row and column k then keep their
# values); each step checks it, and a negative one (a negative cycle) runs
# the nest in the interpreter. Int matrices and the operands of min in the
# other order keep the loops in order.
import numpy as np
import alpyna


@alpyna.jit
def floyd_warshall(d, n):
    for k in range(n):
        for i in range(n):
            for j in range(n):
                d[i, j] = min(d[i, j], d[i, k] + d[k, j])


@alpyna.jit
def swapped(d, n):
    for k in range(n):
        for i in range(n):
            for j in range(n):
                d[i, j] = min(d[i, k] + d[k, j], d[i, j])


def graph(n, seed, dtype=np.float64, negative=False):
    rng = np.random.RandomState(seed)
    w = rng.randint(1, 20, size=(n, n)).astype(dtype)
    if negative:
        w -= 4
    mask = rng.random_sample((n, n)) < 0.3
    if dtype in (np.float64, np.float32):
        w[mask] = np.inf
    else:
        w[mask] = 10 ** 6
    np.fill_diagonal(w, 0)
    return w


for n, seed in ((5, 1), (40, 2), (120, 3)):
    d = graph(n, seed)
    floyd_warshall(d, n)
    print(n, repr(d[np.isfinite(d)].sum()), int(np.isinf(d).sum()), repr(d[n - 1, 0]))

# Negative edges without a negative cycle: the diagonal stays 0.
d = graph(6, 4)
d[0, 1] = -3.0
floyd_warshall(d, 6)
print(repr(d.sum()), repr(d[0, 1]), repr(np.diag(d).tolist()))

# A negative cycle: d[1, 1] turns negative in step 0, and step 1 stops.
for n in (4, 60):
    d = graph(n, 5, negative=True)
    floyd_warshall(d, n)
    print(n, repr(d[np.isfinite(d)].sum()), repr(d[0, 0]), repr(d[n - 1, n - 1]))

# A diagonal that starts negative.
d = graph(5, 6)
d[2, 2] = -1.0
floyd_warshall(d, 5)
print(repr(d.sum()), repr(np.diag(d).tolist()))

# -0.0, NaN and +inf on the diagonal and in the rows.
d = graph(5, 7)
d[0, 0] = -0.0
d[1, 3] = -0.0
d[2, 2] = np.nan
d[3, 3] = np.inf
floyd_warshall(d, 5)
print([repr(v) for v in d.ravel().tolist()])
e = graph(5, 7)
e[0, 0] = -0.0
e[1, 3] = -0.0
e[2, 2] = np.nan
e[3, 3] = np.inf
swapped(e, 5)
print([repr(v) for v in e.ravel().tolist()])

# float32 and int64 matrices.
d = graph(30, 8, np.float32)
floyd_warshall(d, 30)
print(d.dtype, repr(float(d[np.isfinite(d)].sum())), repr(float(d[29, 1])))
d = graph(30, 8, np.int64)
floyd_warshall(d, 30)
print(d.dtype, int(d.sum()), int(d[29, 1]))
