# Port of the prange cases of numba/numba's numba/tests/test_parfors.py (BSD-2-Clause) that
# run several loops in a row over shared arrays, where Numba's loop fusion must keep the
# loops apart (or may fuse them): TestParfors' test_prange_side_effects,
# test_prange_unknown_call1 (a helper with a strided inner loop), test_prange_index_calc1,
# test_prange_reverse_order1, test_prange_parfor_index_then_not,
# test_prange_parfor_index_const_tuple_fusion, test_prange_non_parfor_index_then_opposite,
# and test_issue9029 (a prange inside two sequential loops). Each test_impl becomes a named
# @alpyna.jit function; prange is range; issue7854_proc stays a plain helper, as the
# register_jitable function it was.
import numpy as np

import alpyna


def show(name, v):
    # Arrays print their dtype, shape, a rounded sum and the first values.
    if isinstance(v, np.ndarray):
        print(name, v.dtype, v.shape, f"{float(v.sum()):.6e}", np.round(v.ravel()[:8], 6).tolist())
    else:
        kind = type(v).__name__
        if kind in ("float", "float64", "float32"):
            print(name, kind, f"{float(v):.6e}")
        else:
            print(name, kind, v)


@alpyna.jit
def prange_side_effects(a, b):
    data = np.empty(len(a), dtype=np.float64)
    size = len(data)
    for i in range(size):
        data[i] = a[i]
    for i in range(size):
        data[i] = data[i] + b[i]
    return data


def issue7854_proc(u, i, even, size):
    for j in range((even + i + 1) % 2 + 1, size - 1, 2):
        u[i, j] = u[i + 1, j] + 1


@alpyna.jit
def prange_unknown_call1(u, size):
    for i in range(1, size - 1):
        issue7854_proc(u, i, 0, size)
    for i in range(1, size - 1):
        issue7854_proc(u, i, 1, size)
    return u


@alpyna.jit
def prange_index_calc1(u, size):
    for i in range(1, size - 1):
        for j in range((i + 1) % 2 + 1, size - 1, 2):
            u[i, j] = u[i + 1, j] + 1
    for i in range(1, size - 1):
        for j in range(i % 2 + 1, size - 1, 2):
            u[i, j] = u[i + 1, j] + 1
    return u


@alpyna.jit
def prange_reverse_order1(a, b, size):
    for i in range(size):
        for j in range(size):
            a[i, j] = b[i, j] + 1
    for i in range(size):
        for j in range(size):
            b[j, i] = 3
    return a[0, 0] + b[0, 0]


@alpyna.jit
def prange_parfor_index_then_not(a, size):
    b = 0
    for i in range(size):
        a[i] = i
    for i in range(size):
        b += a[5]
    return b


@alpyna.jit
def prange_parfor_index_const_tuple_fusion(a, tup, size):
    acc = 0
    for i in range(size):
        a[i] = i + tup[i]
    for i in range(size):
        acc += a[i] + tup[1]
    return acc


@alpyna.jit
def prange_non_parfor_index_then_opposite(a, b, size):
    for i in range(size):
        b[i] = a[5]
    for i in range(size):
        a[i] = i
    # Need this to stop previous prange from being optimized away.
    b[0] += a[0]
    return b


@alpyna.jit
def issue9029(i1, i2):
    N = 30
    S = 3
    a = np.empty((N,N))
    # The stack should overflow if there are 30*30*2 (# of parfors)
    # iterations.
    for y in range(N):
        for x in range(N):
            values = np.ones(S)
            v = values[0]

            p2 = np.empty(S)
            for i in range(i1, i2):
                p2[i] = 1
            j = p2[0]

            a[y,x] = v + j
    return a


def main():
    x = np.arange(10 ** 2, dtype=float)
    y = np.arange(10 ** 2, dtype=float)
    show("prange_side_effects", prange_side_effects(x, y))
    show("prange_unknown_call1", prange_unknown_call1(np.zeros((4, 4)), 4))
    show("prange_unknown_call1_big", prange_unknown_call1(np.zeros((12, 12)), 12))
    show("prange_index_calc1", prange_index_calc1(np.zeros((4, 4)), 4))
    show("prange_index_calc1_big", prange_index_calc1(np.zeros((12, 12)), 12))
    show("prange_reverse_order1", prange_reverse_order1(np.zeros((10, 10)), np.zeros((10, 10)), 10))
    show("prange_parfor_index_then_not", prange_parfor_index_then_not(np.zeros(10), 10))
    a = np.zeros(10)
    show("prange_parfor_index_const_tuple_fusion",
         prange_parfor_index_const_tuple_fusion(a, tuple(np.arange(10.0)), 10))
    show("prange_non_parfor_index_then_opposite",
         prange_non_parfor_index_then_opposite(np.arange(10.0), np.zeros(10), 10))
    show("issue9029", issue9029(0, 3))


main()
