# Location reductions reset in an outer loop: per-row argmin and argmax
# (first and last location), the index-only form `if x[i, k] < x[i, m]:
# m = k`, a filtered search and a search over the rows' columns. The outer
# loop runs in parallel, each row's search in order inside it; the answers
# must be the sequential loops': ties, NaNs (never selected), infinities,
# rows where nothing is selected and empty rows.
import numpy as np
import alpyna


@alpyna.jit
def row_argmin(a, idx, val, top):
    n, m = a.shape
    for i in range(n):
        best = top
        k = -1
        for j in range(m):
            if a[i, j] < best:
                best = a[i, j]
                k = j
        idx[i] = k
        val[i] = best


@alpyna.jit
def row_argmin_last(a, idx, top):
    n, m = a.shape
    for i in range(n):
        best = top
        k = -1
        for j in range(m):
            if a[i, j] <= best:
                best = a[i, j]
                k = j
        idx[i] = k


@alpyna.jit
def row_argmax(a, idx, val):
    n, m = a.shape
    for i in range(n):
        best = a[i, 0]
        k = 0
        for j in range(m):
            if best < a[i, j]:
                best = a[i, j]
                k = j
        idx[i] = k
        val[i] = best


@alpyna.jit
def row_argmax_last(a, idx, top):
    n, m = a.shape
    for i in range(n):
        best = -top
        k = -1
        for j in range(m):
            if a[i, j] >= best:
                best = a[i, j]
                k = j
        idx[i] = k


@alpyna.jit
def row_argmin_index_only(a, idx):
    n, m = a.shape
    for i in range(n):
        k = 0
        for j in range(m):
            if a[i, j] < a[i, k]:
                k = j
        idx[i] = k


@alpyna.jit
def row_smallest_positive(a, idx, val, top):
    n, m = a.shape
    for i in range(n):
        best = top
        k = -1
        for j in range(m):
            if a[i, j] > 0.0:
                if a[i, j] < best:
                    best = a[i, j]
                    k = j
        idx[i] = k
        val[i] = best


@alpyna.jit
def col_argmax(a, idx, top):
    n, m = a.shape
    for j in range(m):
        best = -top
        k = -1
        for i in range(n):
            if a[i, j] > best:
                best = a[i, j]
                k = i
        idx[j] = k


nan, inf = float("nan"), float("inf")


def hashed(n, mod):
    # Deterministic data with many ties, without np.random.
    return (np.arange(n, dtype=np.int64) * 2654435761) % mod


def run(name, a):
    n, m = a.shape
    idx = np.zeros(n, dtype=np.int64)
    val = np.zeros(n)
    row_argmin(a, idx, val, inf)
    print(name, "argmin", idx.tolist(), val.tolist())
    row_argmin_last(a, idx, inf)
    print(name, "argmin last", idx.tolist())
    row_argmax(a, idx, val)
    print(name, "argmax", idx.tolist(), val.tolist())
    row_argmax_last(a, idx, inf)
    print(name, "argmax last", idx.tolist())
    row_argmin_index_only(a, idx)
    print(name, "index-only", idx.tolist())
    row_smallest_positive(a, idx, val, inf)
    print(name, "positive", idx.tolist(), val.tolist())
    cols = np.zeros(m, dtype=np.int64)
    col_argmax(a, cols, inf)
    print(name, "columns", cols.tolist())


small = np.array([
    [3.0, 1.0, 2.0, 1.0, 5.0],
    [nan, 4.0, nan, -1.0, -1.0],
    [inf, inf, inf, inf, inf],
    [-inf, 0.0, -0.0, -inf, 2.0],
    [nan, nan, nan, nan, nan],
    [-0.0, 0.0, -0.0, 0.0, -3.0],
])
run("small", small)

big = (hashed(400 * 257, 101) - 50).reshape(400, 257).astype(np.float64)
big[5::11, 3::13] = nan
# Rows of zeros of both signs (== ties whose bits differ), a row of NaNs
# but one element, and one of infinities.
big[7, :] = 0.0
big[7, 100::3] = -0.0
big[8, :] = -0.0
big[8, 200::5] = 0.0
big[9, :] = nan
big[9, 250] = 3.0
big[10, :] = inf
big[10, 130] = -inf
run("big", big)
idx = np.zeros(big.shape[0], dtype=np.int64)
val = np.zeros(big.shape[0])
row_argmin(big, idx, val, 50.0)
print("big from 50", int(idx.sum()), float(val.sum()))
row_argmin(big, idx, val, -60.0)
print("big from -60", int(idx.sum()), float(val.sum()))
