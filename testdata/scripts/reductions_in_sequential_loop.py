# Reductions of a scalar reset in each iteration of a loop that runs in
# order (PolyBench's durbin and gramschmidt): a long inner loop runs as a
# parallel reduction per iteration of the outer one, and must give what
# CPython gives, for every trip count (none, one, many) and operator. Then
# the doitgen shape, a temporary array written in full before it is read in
# each iteration of the outer loop, with the array read after the nest and
# a partial overwrite that must keep its old values. Values are small
# integers or halves, so that any order of the additions is exact.
import numpy as np
import alpyna


@alpyna.jit
def prefix_sums(a, n, w):
    # Every a[k + w] depends on the elements before it: k runs in order.
    for k in range(1, n):
        s = 0.0
        for i in range(k + w):
            s += a[i]
        a[k + w] = s % 7 + 1


@alpyna.jit
def column_norms(m, n, A, R):
    # gramschmidt's first statements: nrm reset per k, summed over i, and
    # column k - 1 read after the previous k wrote it.
    for k in range(1, n):
        nrm = 0.0
        for i in range(m):
            nrm += A[i, k] * A[i, k - 1]
        R[k] = nrm
        for i in range(m):
            A[i, k] = (A[i, k] + R[k]) % 5


@alpyna.jit
def operators(a, n, w, out):
    # Product, minimum, maximum and an integer sum, each feeding the next k.
    for k in range(1, n):
        p = 1.0
        lo = a[0]
        hi = a[0]
        c = 0
        for i in range(k + w):
            p *= 1 - 2 * (i % 2)
            lo = min(lo, a[i])
            hi = max(hi, a[i])
            c += i
        a[k + w] = (a[k + w] + p + lo - hi) % 11
        out[k] = c


@alpyna.jit
def two_deep(a, n, out):
    # The reduction spans two loops inside the sequential k.
    for k in range(n):
        s = 0.0
        for i in range(k):
            for j in range(n):
                s += a[i, j]
        out[k] = s
        for j in range(n):
            a[k, j] = s - j


@alpyna.jit
def doitgen(A, C4, tmp, nr, np_):
    # tmp[0:np_] written in full in each r before it is read.
    for r in range(nr):
        for p in range(np_):
            tmp[p] = 0.0
            for s in range(np_):
                tmp[p] += A[r, s] * C4[s, p]
        for p in range(np_):
            A[r, p] = tmp[p]


@alpyna.jit
def partial(A, tmp, nr, np_):
    # Only tmp[0:r] is written in iteration r, and the rest is read: the
    # values of earlier iterations flow into later ones.
    for r in range(nr):
        for p in range(r):
            tmp[p] = A[r, p] * 2
        for p in range(np_):
            A[r, p] = tmp[p] + 1


# Short loops stay in order inside the host loop; from 65536 iterations
# (w = 66000) each reduction is a parallel kernel of its own.
for n, w in ((0, 0), (1, 0), (2, 0), (3, 0), (40, 0), (3, 1), (4, 66000)):
    a = np.arange(n + w, dtype=np.float64) % 3 + 1.0
    prefix_sums(a, n, w)
    print("prefix_sums", n, w, float(a.sum()), a[-6:].tolist())

for m, n in ((0, 3), (3, 0), (1, 1), (4, 5), (30, 20), (66000, 3)):
    A = (np.arange(m * n, dtype=np.float64).reshape(m, n) % 7) - 3.0
    R = np.zeros(n)
    column_norms(m, n, A, R)
    print("column_norms", m, n, R.tolist(), float(A.sum()))

for n, w in ((0, 0), (1, 0), (2, 0), (30, 0), (3, 66000)):
    a = (np.arange(n + w, dtype=np.float64) % 5) + 1.0
    out = np.zeros(n, dtype=np.int64)
    operators(a, n, w, out)
    print("operators", n, w, float(a.sum()), a[-6:].tolist(), out.tolist())

for n in (0, 1, 2, 12):
    a = np.ones((n, n)) * 0.5
    out = np.zeros(n)
    two_deep(a, n, out)
    print("two_deep", n, out.tolist())

for nr, np_ in ((0, 3), (1, 1), (3, 4), (9, 6)):
    A = (np.arange(nr * np_, dtype=np.float64).reshape(nr, np_) % 5) - 2.0
    C4 = (np.arange(np_ * np_, dtype=np.float64).reshape(np_, np_) % 3) - 1.0
    tmp = np.full(np_, -7.0)
    doitgen(A, C4, tmp, nr, np_)
    print("doitgen", nr, np_, A.tolist(), "tmp after", tmp.tolist())

for nr, np_ in ((0, 2), (1, 3), (5, 5)):
    A = np.arange(nr * np_, dtype=np.float64).reshape(nr, np_)
    tmp = np.full(np_, 10.0)
    partial(A, tmp, nr, np_)
    print("partial", nr, np_, A.tolist(), "tmp after", tmp.tolist())
