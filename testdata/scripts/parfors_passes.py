# Port of the prange cases of numba/numba's numba/tests/test_parfors_passes.py
# (TestConvertLoopPass: test_prange_reduce_simple, test_prange_map_simple,
# test_prange_two_args, test_prange_map_inner_loop (a triangular inner loop),
# test_prange_map_nested_prange, test_prange_map_none_index) and of
# numba/tests/parfors_cache_usecases.py (prange_case, arrayexprs_case, caller_case: a jit
# function calling two jit functions), both BSD-2-Clause. Each test_impl becomes a named
# @alpyna.jit function; prange is range.
import numpy as np

import alpyna


def show(name, v):
    # Arrays print their dtype, shape, a rounded sum and the first values.
    if isinstance(v, np.ndarray):
        print(name, v.dtype, v.shape, f"{float(v.sum()):.6e}", np.round(v.ravel()[:6], 6).tolist())
    else:
        kind = type(v).__name__
        if kind in ("float", "float64", "float32"):
            print(name, kind, f"{float(v):.6e}")
        else:
            print(name, kind, v)


@alpyna.jit
def prange_reduce_simple():
    n = 20
    c = 0
    for i in range(n):
        c += i
    return c


@alpyna.jit
def prange_map_simple():
    n = 20
    arr = np.ones(n)
    for i in range(n):
        arr[i] += i
    return arr


@alpyna.jit
def prange_two_args():
    n = 20
    arr = np.ones(n)
    for i in range(3, n):
        arr[i] += i
    return arr


@alpyna.jit
def prange_map_inner_loop():
    n = 20
    arr = np.ones((n, n))
    for i in range(n):
        for j in range(i):
            arr[i, j] += i + j * n
    return arr


@alpyna.jit
def prange_map_nested_prange():
    n = 20
    arr = np.ones((n, n))
    for i in range(n):
        for j in range(i):
            arr[i, j] += i + j * n
    return arr


@alpyna.jit
def prange_map_none_index():
    n = 20
    arr = np.ones(n)
    for i in range(n):
        inner = arr[i : i + 1]
        inner[()] += 1
    return arr


@alpyna.jit
def arrayexprs_case(arr):
    return arr / arr.sum()


@alpyna.jit
def prange_case(arr):
    out = np.zeros_like(arr)
    c = 1 / arr.sum()
    for i in range(arr.size):
        out[i] = arr[i] * c
    return out


@alpyna.jit
def caller_case(arr):
    return prange_case(arrayexprs_case(arr))


def main():
    show("prange_reduce_simple", prange_reduce_simple())
    show("prange_map_simple", prange_map_simple())
    show("prange_two_args", prange_two_args())
    show("prange_map_inner_loop", prange_map_inner_loop())
    show("prange_map_nested_prange", prange_map_nested_prange())
    show("prange_map_none_index", prange_map_none_index())
    arr = np.ones(20)
    show("arrayexprs_case", arrayexprs_case(arr))
    show("prange_case", prange_case(arr))
    show("caller_case", caller_case(arr))
    arr = np.arange(1.0, 301.0)
    show("prange_case_big", prange_case(arr))
    show("caller_case_big", caller_case(arr))


main()
