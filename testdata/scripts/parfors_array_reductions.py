# Port of the array-reduction prange cases of numba/numba's numba/tests/test_parfors.py
# (BSD-2-Clause): TestParfors' test_one_d_array_reduction, test_two_d_array_reduction,
# test_two_d_array_reduction_reuse, test_two_d_array_reduction_with_float_sizes,
# test_two_d_array_reduction_prod, test_three_d_array_reduction, TestPrangeSpecific's
# test_copy_global_for_parfor (outer prange only, as the test patches it), and the
# whole-array reductions of Numba's parallel docs (docs/source/user/parallel.rst:
# prange_ok_result_whole_arr, prange_ok_result_outer_slice). Each test_impl becomes a
# named @alpyna.jit function; prange is range; np.int_ stays np.int_.
import numpy as np

import alpyna


def show(name, v):
    # Arrays print their dtype, shape, a rounded sum and the first values.
    if isinstance(v, np.ndarray):
        print(name, v.dtype, v.shape, f"{float(v.sum()):.6e}", np.round(v.ravel()[:5], 6).tolist())
    else:
        print(name, type(v).__name__, v)


@alpyna.jit
def one_d_array_reduction(n):
    result = np.zeros(1, np.int_)

    for i in range(n):
        result += np.array([i], np.int_)

    return result


@alpyna.jit
def two_d_array_reduction(n):
    shp = (13, 17)
    size = shp[0] * shp[1]
    result1 = np.zeros(shp, np.int_)
    tmp = np.arange(size).reshape(shp)

    for i in range(n):
        result1 += tmp

    return result1


@alpyna.jit
def two_d_array_reduction_reuse(n):
    shp = (13, 17)
    size = shp[0] * shp[1]
    result1 = np.zeros(shp, np.int_)
    tmp = np.arange(size).reshape(shp)

    for i in range(n):
        result1 += tmp

    for i in range(n):
        result1 += tmp

    return result1


@alpyna.jit
def two_d_array_reduction_with_float_sizes(n):
    shp = (2, 3)
    result1 = np.zeros(shp, np.float32)
    tmp = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]).reshape(shp)

    for i in range(n):
        result1 += tmp

    return result1


@alpyna.jit
def two_d_array_reduction_prod(n):
    shp = (13, 17)
    result1 = 2 * np.ones(shp, np.int_)
    tmp = 2 * np.ones_like(result1)

    for i in range(n):
        result1 *= tmp

    return result1


@alpyna.jit
def three_d_array_reduction(n):
    shp = (3, 2, 7)
    result1 = np.zeros(shp, np.int_)

    for i in range(n):
        result1 += np.ones(shp, np.int_)

    return result1


@alpyna.jit
def copy_global_for_parfor(zz, tc):
    lh = np.zeros(len(tc))
    lc = np.zeros(len(tc))
    for i in range(1):
        nt = tc[i]
        for t in range(nt):
            lh += np.exp(zz[i, t])
        for t in range(nt):
            lc += np.exp(zz[i, t])
    return lh, lc


@alpyna.jit
def prange_ok_result_whole_arr(x):
    n = x.shape[0]
    y = np.zeros(4)
    for i in range(n):
        y += x[i]
    return y


@alpyna.jit
def prange_ok_result_outer_slice(x):
    n = x.shape[0]
    y = np.zeros(4)
    z = y[:]
    for i in range(n):
        z += x[i]
    return y


def main():
    show("one_d_array_reduction", one_d_array_reduction(100))
    show("two_d_array_reduction", two_d_array_reduction(100))
    show("two_d_array_reduction_reuse", two_d_array_reduction_reuse(100))
    show("two_d_array_reduction_with_float_sizes", two_d_array_reduction_with_float_sizes(100))
    show("two_d_array_reduction_prod", two_d_array_reduction_prod(20))
    show("three_d_array_reduction", three_d_array_reduction(100))
    m = 2
    lh, lc = copy_global_for_parfor(np.ones((m, m, m)), np.ones(m, dtype=np.int_))
    show("copy_global_for_parfor_lh", lh)
    show("copy_global_for_parfor_lc", lc)
    x = np.arange(1000) * 0.5
    show("prange_ok_result_whole_arr", prange_ok_result_whole_arr(x))
    show("prange_ok_result_outer_slice", prange_ok_result_outer_slice(x))


main()
