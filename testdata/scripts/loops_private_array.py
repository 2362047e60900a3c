# Temporary arrays that every iteration of a loop writes before reading
# them (array privatisation, docs/analysis.md §3): each chunk of the loop's
# iterations gets its own copy, and the array holds after the nest what
# the last iteration left in it, as in CPython. A temporary whose write
# covers only part of what is read carries values between iterations and
# runs in order.
import numpy as np
import alpyna


@alpyna.jit
def doitgen(nr, nq, np_, A, C4, sum_):
    for r in range(nr):
        for q in range(nq):
            for p in range(np_):
                sum_[p] = 0.0
                for s in range(np_):
                    sum_[p] += A[r, q, s] * C4[s, p]
            for p in range(np_):
                A[r, q, p] = sum_[p]


@alpyna.jit
def row_temporary(n, m, a, b, tmp):
    for i in range(n):
        for k in range(m):
            tmp[k] = a[i, k] * 2.0
        for j in range(m):
            b[i, j] = tmp[j] + tmp[m - 1 - j] + a[i, j]


@alpyna.jit
def neighbours(n, m, a, b, tmp):
    # The write covers the read's range with an offset: tmp[j - 1] and
    # tmp[j + 1] for j in 1..m.
    for i in range(n):
        for k in range(m + 2):
            tmp[k] = a[i, k] - 1.0
        for j in range(1, m + 1):
            b[i, j] = 0.5 * (tmp[j - 1] + tmp[j + 1])


@alpyna.jit
def two_dimensions(n, m, a, w):
    for r in range(n):
        for q in range(3):
            for p in range(m):
                w[q, p] = a[r, p] * (q + 1)
        for q in range(3):
            for p in range(m):
                a[r, p] += w[q, p] / 4.0


@alpyna.jit
def int_counts(n, m, x, hist, out):
    for i in range(n):
        for k in range(4):
            hist[k] = 0
        for j in range(m):
            hist[x[i, j] % 4] += 1
        for k in range(4):
            out[i, k] = hist[k] * 10 + k


@alpyna.jit
def partial_write(n, m, a, b, tmp):
    # Row i writes tmp[0:i] only: the rest is what earlier rows (or the
    # caller) left, so the loop must run in order.
    for i in range(n):
        for k in range(i):
            tmp[k] = a[i, k % m] + i
        for j in range(m):
            b[i, j] = tmp[j] * 2.0


def show(name, *arrays):
    print(name, " ".join("%.10g" % float(x.sum()) for x in arrays))
    for x in arrays:
        flat = x.reshape(-1)
        print("  first", [round(float(v), 6) for v in flat[:4]], "last", [round(float(v), 6) for v in flat[-4:]])


nr, nq, np_ = 10, 12, 16
A = (np.arange(nr * nq * np_, dtype=np.float64).reshape(nr, nq, np_) % 7) / 7.0
C4 = (np.arange(np_ * np_, dtype=np.float64).reshape(np_, np_) % 5) / 5.0
sum_ = np.full(np_, -1.0)
doitgen(nr, nq, np_, A, C4, sum_)
show("doitgen", A, sum_)

n, m = 1000, 40
a = np.sin(np.arange(n * (m + 2), dtype=np.float64)).reshape(n, m + 2)
b = np.zeros((n, m + 2))
tmp = np.full(m + 2, 7.0)
row_temporary(n, m, a, b, tmp)
show("row_temporary", b, tmp)

b = np.zeros((n, m + 2))
tmp = np.zeros(m + 2)
neighbours(n, m, a, b, tmp)
show("neighbours", b, tmp)

w = np.zeros((3, m + 2))
a2 = a.copy()
two_dimensions(n, m, a2, w)
show("two_dimensions", a2, w)

x = (np.arange(n * m, dtype=np.int64).reshape(n, m) * 7) % 11
hist = np.full(4, 99, dtype=np.int64)
out = np.zeros((n, 4), dtype=np.int64)
int_counts(n, m, x, hist, out)
show("int_counts", out, hist)

b = np.zeros((n, m))
tmp = np.arange(max(n, m), dtype=np.float64)
partial_write(n, m, a, b, tmp)
show("partial_write", b, tmp)

# An empty loop writes nothing: the temporary keeps the caller's values.
tmp = np.full(m + 2, 3.0)
b = np.zeros((n, m + 2))
row_temporary(0, m, a, b, tmp)
row_temporary(n, 0, a, b, tmp)
show("empty", b, tmp)
