# Port of the nested prange cases of numba/numba's numba/tests/test_parfors.py
# (BSD-2-Clause): TestPrangeBasic's test_prange08, 08_1, 09 (inner prange), 10 (outer
# prange, inner reduction), 18, 19 (negative ranges), TestPrangeSpecific's
# test_parfor_alias1..3 (rows of a 2-D/3-D array taken as views), TestParforsDiagnostics'
# test_nested_prange and test_user_varname, TestParforsMisc's test_issue5167 (ndvi),
# test_issue5065 (a pairwise distance calling a jit helper) and test_lookup_cycle_detection.
# Each test_impl becomes a named @alpyna.jit function; prange is range, the helper
# passed as an argument in test_issue5065 is called by name, as a user would write it.
import numpy as np

import alpyna


def show(name, v):
    # Arrays print their dtype, shape and a rounded sum and corner; scalars rounded.
    if isinstance(v, np.ndarray):
        print(name, v.dtype, v.shape, f"{float(v.sum()):.6e}", np.round(v.ravel()[:6], 6).tolist())
    else:
        kind = type(v).__name__
        if kind in ("float", "float64", "float32"):
            print(name, kind, f"{float(v):.6e}")
        else:
            print(name, kind, v)


@alpyna.jit
def prange08():
    n = 4
    A = np.ones((n))
    acc = 0
    for i in range(len(A)):
        for j in range(len(A)):
            acc += A[i]
    return acc


@alpyna.jit
def prange08_1():
    n = 4
    A = np.ones((n))
    acc = 0
    for i in range(4):
        for j in range(4):
            acc += A[i]
    return acc


@alpyna.jit
def prange09():
    n = 4
    acc = 0
    for i in range(n):
        for j in range(n):
            acc += 1
    return acc


@alpyna.jit
def prange10():
    n = 4
    acc2 = 0
    for j in range(n):
        acc1 = 0
        for i in range(n):
            acc1 += 1
        acc2 += acc1
    return acc2


@alpyna.jit
def prange18(N):
    acc = 0
    X = np.ones(N)
    for i in range(-N, 5):
        acc += X[i]
        for j in range(-4, N):
            acc += X[j]
    return acc


@alpyna.jit
def prange19(N):
    acc = 0
    M = N + 4
    X = np.ones((N, M))
    for i in range(-N, N):
        for j in range(-M, M):
            acc += X[i, j]
    return acc


@alpyna.jit
def parfor_alias1(n):
    b = np.zeros((n, n))
    a = b[0]
    for j in range(n):
        a[j] = j + 1
    return b.sum()


@alpyna.jit
def parfor_alias2(n):
    b = np.zeros((n, n))
    for i in range(n):
      a = b[i]
      for j in range(n):
        a[j] = i + j
    return b.sum()


@alpyna.jit
def parfor_alias3(n):
    b = np.zeros((n, n, n))
    for i in range(n):
      a = b[i]
      for j in range(n):
        c = a[j]
        for k in range(n):
          c[k] = i + j + k
    return b.sum()


@alpyna.jit
def nested_prange():
    n = 10
    a = np.empty((n, n))
    for i in range(n):
        for j in range(n):
            a[i, j] = i * 10 + j
    return a


@alpyna.jit
def user_varname():
    n = 10
    x = np.ones(n)
    a = np.sin(x)
    b = np.cos(a * a)
    acc = 0
    for i in range(n - 2):
        for j in range(n - 1):
            acc += b[i] + b[j + 1]
    return acc


@alpyna.jit
def ndvi_njit(img_nir, img_red):
    fillvalue = 0
    out_img = np.full(img_nir.shape, fillvalue, dtype=img_nir.dtype)
    dims = img_nir.shape
    for y in range(dims[0]):
        for x in range(dims[1]):
            out_img[y, x] = ((img_nir[y, x] - img_red[y, x]) /
                             (img_nir[y, x] + img_red[y, x]))
    return out_img


@alpyna.jit
def euclidean(x, y):
    result = 0.0
    for i in range(x.shape[0]):
        result += (x[i] - y[i]) ** 2
    return np.sqrt(result)


@alpyna.jit
def reproducer(a):
    result = np.zeros((a.shape[0], a.shape[0]), dtype=np.float32)
    for i in range(a.shape[0]):
        for j in range(i + 1, a.shape[0]):
            d = euclidean(a[i], a[j])
            result[i, j] = d
            result[j, i] = d
    return result


@alpyna.jit
def lookup_cycle_detection():
    # The following `acc` variable is used in the `lookup()` function
    # in parfor's reduction code.
    acc = 0
    for n in range(1):
        for i in range(1):
            for j in range(1):
                acc += 1
    return acc


def main():
    rng = np.random.RandomState(2)
    show("prange08", prange08())
    show("prange08_1", prange08_1())
    show("prange09", prange09())
    show("prange10", prange10())
    show("prange18", prange18(9))
    show("prange19", prange19(9))
    show("parfor_alias1", parfor_alias1(4))
    show("parfor_alias2", parfor_alias2(4))
    show("parfor_alias3", parfor_alias3(4))
    show("parfor_alias3_big", parfor_alias3(20))
    show("nested_prange", nested_prange())
    show("user_varname", user_varname())
    nir = rng.uniform(low=1.0, high=10000.0, size=(4, 4))
    red = rng.uniform(low=1.0, high=10000.0, size=(4, 4))
    show("ndvi_njit", ndvi_njit(nir, red))
    nir = rng.uniform(low=1.0, high=10000.0, size=(40, 30))
    red = rng.uniform(low=1.0, high=10000.0, size=(40, 30))
    show("ndvi_njit_big", ndvi_njit(nir, red))
    show("reproducer", reproducer(rng.random_sample((5, 2))))
    show("reproducer_big", reproducer(rng.random_sample((60, 3))))
    show("lookup_cycle_detection", lookup_cycle_detection())


main()
