# Port of the prange cases of numba/numba's numba/tests/test_parfors.py (BSD-2-Clause) whose
# bodies make per-iteration temporaries: TestPrangeBasic's test_prange15 (an array made in
# the loop), TestParforsDiagnostics' test_allocation_hoisting, TestParfors'
# test_parfor_array_access5 and TestParforsSlice's test_parfor_array_access_lower_slice (a
# row slice summed), TestParforsMisc's test_issue6774, test_issue5942_1/2 (row copies),
# TestPrangeSpecific's test_check_alias_analysis (B = A[i]; B[:] = 1), test_kde_example,
# test_issue7578 (a sum hoisted out of the loop), test_ssa_false_reduction, and
# test_list_setitem_hoisting. Each test_impl becomes a named @alpyna.jit function; prange
# is range; the slice ts the test loops over is written out per kernel.
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
def prange15(N):
    acc = 0
    for i in range(N):
        x = np.ones((1, 1))
        acc += x[0, 0]
    return acc


@alpyna.jit
def allocation_hoisting():
    n = 10
    m = 5
    acc = 0
    for i in range(n):
        temp = np.zeros((m,)) # the np.empty call should get hoisted
        for j in range(m):
            temp[j] = i
        acc += temp[-1]
    return acc


@alpyna.jit
def parfor_array_access5(n):
    X = np.ones((n, 3))
    y = 0
    for i in range(n):
        y += X[i,:].sum()
    return y


@alpyna.jit
def array_access_lower_slice(X):
    y = 0
    for i in range(X.shape[0]):
        y += X[i, 1:3].sum()
    return y


@alpyna.jit
def array_access_lower_slice_step(X):
    y = 0
    for i in range(X.shape[0]):
        y += X[i, ::-2].sum()
    return y


@alpyna.jit
def issue6774():
    n = 5
    na_mask = np.ones((n,))
    result = np.empty((n - 1,))
    for i in range(len(result)):
        result[i] = np.sum(na_mask[i:i + 1])
    return result


@alpyna.jit
def issue5942_1(gg, gg_next):
    gs = gg.shape
    d = gs[0]
    for i_gg in range(d):
        gg_next[i_gg, :]  = gg[i_gg, :]
        gg_next[i_gg, 0] += 1

    return gg_next


@alpyna.jit
def issue5942_2(d, k):
    gg      = np.zeros((d, k), dtype = np.int32)
    gg_next = np.zeros((d, k), dtype = np.int32)

    for i_gg in range(d):
        for n in range(k):
            gg[i_gg, n] = i_gg
        gg_next[i_gg, :]  = gg[i_gg, :]
        gg_next[i_gg, 0] += 1

    return gg_next


@alpyna.jit
def check_alias_analysis(A):
    for i in range(len(A)):
        B = A[i]
        B[:] = 1
    return A


@alpyna.jit
def kde_example(X):
    # KDE example
    b = 0.5
    points = np.array([-1.0, 2.0, 5.0])
    N = points.shape[0]
    n = X.shape[0]
    exps = 0
    for i in range(n):
        p = X[i]
        d = (-(p - points)**2) / (2 * b**2)
        m = np.min(d)
        exps += m - np.log(b * N) + np.log(np.sum(np.exp(d - m)))
    return exps


@alpyna.jit
def issue7578(x):
    A = np.zeros_like(x)
    tmp = np.cos(x) # this can be any 1-arity ufunc

    for i in range(len(x)):
        A[i] = tmp.sum()

    return A


@alpyna.jit
def ssa_false_reduction(image, a, b):
    empty = np.zeros(image.shape)
    for i in range(image.shape[0]):
        r = image[i][0] / 255.0
        if a == 0:
            h = 0
        if b == 0:
            h = 0
        empty[i] = [h, h, h]
    return empty


@alpyna.jit
def list_setitem_hoisting():
    n = 5
    a = np.empty(n, dtype=np.int64)
    for k in range(5):
        X = [0]
        X[0] = 1
        a[k] = X[0]
    return a


def main():
    rng = np.random.RandomState(3)
    show("prange15", prange15(1024))
    show("allocation_hoisting", allocation_hoisting())
    show("parfor_array_access5", parfor_array_access5(211))
    X = np.arange(10 * 4).reshape((10, 4))
    show("array_access_lower_slice", array_access_lower_slice(X))
    show("array_access_lower_slice_step", array_access_lower_slice_step(X))
    show("issue6774", issue6774())
    show("issue5942_1", issue5942_1(np.zeros((4, 2), dtype=np.int32), np.zeros((4, 2), dtype=np.int32)))
    show("issue5942_2", issue5942_2(4, 2))
    show("check_alias_analysis", check_alias_analysis(np.zeros(32).reshape(4, 8)))
    show("kde_example", kde_example(rng.random_sample(128)))
    show("issue7578", issue7578(np.arange(10.)))
    show("ssa_false_reduction", ssa_false_reduction(np.zeros((3, 3), dtype=np.int32), 0, 0))
    show("list_setitem_hoisting", list_setitem_hoisting())


main()
