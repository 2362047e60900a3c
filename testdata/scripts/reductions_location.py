# Location reductions (argmin, argmax and their first/last variants): a value
# scalar updated only as `if a OP v: v = a; loc = ...`, or the index-only
# `if x[k] < x[m]: m = k`, runs as a parallel reduction of the (value,
# location) tuple. The answers must be the sequential loop's: ties (first
# location by < and >, last by <= and >=), NaNs (never selected), NaN and
# infinite starting values, int arrays, empty ranges, and large arrays cut
# into chunks.
import numpy as np
import alpyna


@alpyna.jit
def argmin(a, n):
    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] < best:
            best = a[i]
            idx = i
    return best, idx


@alpyna.jit
def argmin_last(a, n):
    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] <= best:
            best = a[i]
            idx = i
    return best, idx


@alpyna.jit
def argmax_flipped(a, n):
    best = a[0]
    idx = -1
    for i in range(n):
        if best < a[i]:
            best = a[i]
            idx = i
    return best, idx


@alpyna.jit
def argmax_last(a, n):
    best = a[0]
    idx = -1
    for i in range(n):
        if a[i] >= best:
            best = a[i]
            idx = i
    return best, idx


@alpyna.jit
def argmin_index_only(x, n):
    m = 0
    for k in range(n):
        if x[k] < x[m]:
            m = k
    return m


@alpyna.jit
def argmax_index_only_last(x, n):
    m = n - 1
    for k in range(n):
        if x[m] <= x[k]:
            m = k
    return m


@alpyna.jit
def min_from(a, n, start):
    best = start
    idx = -1
    for i in range(n):
        if a[i] < best:
            best = a[i]
            idx = i
    return best, idx


@alpyna.jit
def smallest_positive(a, n):
    best = np.inf
    idx = -1
    where = 0.0
    for i in range(n):
        if a[i] > 0:
            if a[i] < best:
                best = a[i]
                idx = i
                where = i * 0.5
    return best, idx, where


@alpyna.jit
def argmax_2d(a, n, m):
    best = a[0, 0]
    bi = 0
    bj = 0
    for i in range(n):
        for j in range(m):
            if a[i, j] > best:
                best = a[i, j]
                bi = i
                bj = j
    return best, bi, bj


@alpyna.jit
def argmin_2d_last(a, n, m):
    best = a[0, 0]
    bi = -1
    bj = -1
    for i in range(n):
        for j in range(m):
            if a[i, j] <= best:
                best = a[i, j]
                bi = i
                bj = j
    return best, bi, bj


@alpyna.jit
def elif_filter(a, c, n):
    best = 1e9
    idx = -1
    for i in range(n):
        if a[i] < -400.0:
            c[i] = 1.0
        elif a[i] < best:
            best = a[i]
            idx = i
    return best, idx


@alpyna.jit
def max_of_transformed(a, n):
    best = -1.0
    idx = -1
    for i in range(n):
        t = abs(a[i]) * 2.0 - 1.0
        if t > best:
            best = t
            idx = i
    return best, idx


@alpyna.jit
def max_from_int(a, n):
    # best holds an int, then float64 values: the loop-record executor
    # runs it, in order.
    best = 0
    idx = -1
    for i in range(n):
        if a[i] > best:
            best = a[i]
            idx = i
    return best, idx


def hashed(n, mod):
    # Deterministic data with many ties, without np.random.
    return (np.arange(n, dtype=np.int64) * 2654435761) % mod


def show(name, *rs):
    print(name, *rs)


small = np.array([3.0, 1.0, 2.0, 1.0, 5.0, 5.0, -2.0, -2.0, 4.0])
show("small", argmin(small, 9), argmin_last(small, 9), argmax_flipped(small, 9), argmax_last(small, 9))
show("small index-only", argmin_index_only(small, 9), argmax_index_only_last(small, 9))
show("prefix", argmin(small, 4), argmin_last(small, 4), argmax_last(small, 6))
show("empty", argmin(small, 0), argmin_index_only(small, 0), min_from(small, 0, 7.5))

nan = float("nan")
withnan = np.array([nan, 4.0, nan, -1.0, 3.0, -1.0, nan])
show("nan first", argmin(withnan, 7), argmin_last(withnan, 7), argmax_last(withnan, 7))
show("nan later", argmin(withnan[1:], 6), argmin_last(withnan[1:], 6), argmax_flipped(withnan[1:], 6))
show("nan index-only", argmin_index_only(withnan, 7), argmin_index_only(withnan[1:], 6))
show("start", min_from(small, 9, nan), min_from(small, 9, np.inf), min_from(small, 9, -np.inf), min_from(small, 9, -2.0))
show("positive", smallest_positive(small - 2.0, 9))

ints = np.array([5, -3, 7, -3, 7, 0], dtype=np.int64)
show("ints", argmin(ints, 6), argmin_last(ints, 6), argmax_flipped(ints, 6), argmax_last(ints, 6))
show("ints index-only", argmin_index_only(ints, 6), argmax_index_only_last(ints, 6))

n = 200003
big = hashed(n, 1000).astype(np.float64) - 500.0
show("big", argmin(big, n), argmin_last(big, n), argmax_flipped(big, n), argmax_last(big, n))
show("big index-only", argmin_index_only(big, n), argmax_index_only_last(big, n))
show("big start", min_from(big, n, -400.0), min_from(big, n, -501.0), min_from(big, n, nan))
big[3::7] = nan
show("big nan", argmin(big, n), argmin_last(big, n), argmax_last(big, n), argmin_index_only(big, n))
show("big positive", smallest_positive(big, n))
marks = np.zeros(n)
show("big from an int", max_from_int(big, n), max_from_int(big - 1000.0, n))
show("big filters", elif_filter(big, marks, n), marks.sum(), max_of_transformed(big, n))
bigint = hashed(n, 100003) - 50000
show("big ints", argmin(bigint, n), argmax_last(bigint, n), argmax_index_only_last(bigint, n))
# The extreme in the last chunk only, and in the first only.
tail = np.zeros(n)
tail[n - 2] = -1.0
tail[n - 1] = -1.0
show("tail", argmin(tail, n), argmin_last(tail, n), argmax_last(tail, n))

grid = (hashed(500 * 401, 997) - 400).reshape(500, 401).astype(np.float64)
show("2-d", argmax_2d(grid, 500, 401), argmin_2d_last(grid, 500, 401))
show("2-d small", argmax_2d(grid, 3, 4), argmin_2d_last(grid, 0, 4))
igrid = (hashed(300 * 301, 1009) - 500).reshape(300, 301)
show("2-d ints", argmax_2d(igrid, 300, 301), argmin_2d_last(igrid, 300, 301))
