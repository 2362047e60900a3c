# Port of the element-wise prange cases of numba/numba's numba/tests/test_parfors.py
# (BSD-2-Clause): TestPrangeBasic's test_prange01, 02, 23, 24, 26 (loops over strided views
# and negative ranges), test_prange28 (rows picked by an index array), TestParfors'
# test_parfor_dtype_type, test_tuple1..3, test_untraced_value_parfor, TestParforsMisc's
# test_issue5277 and test_no_warn_if_cache_set, and TestParforsDiagnostics' test_prange.
# Each test_impl becomes a named @alpyna.jit function; prange is range.
import numpy as np

import alpyna


def show(name, v):
    # Arrays print their dtype, shape and values rounded to 6 digits.
    if isinstance(v, np.ndarray):
        print(name, v.dtype, v.shape, np.round(v, 6).tolist())
    else:
        kind = type(v).__name__
        if kind in ("float", "float64", "float32"):
            print(name, kind, f"{float(v):.6e}")
        else:
            print(name, kind, v)


@alpyna.jit
def prange01():
    n = 4
    A = np.zeros(n)
    for i in range(n):
        A[i] = 2.0 * i
    return A


@alpyna.jit
def prange02():
    n = 4
    A = np.zeros(n - 1)
    for i in range(1, n):
        A[i - 1] = 2.0 * i
    return A


@alpyna.jit
def prange23(A):
    for i in range(len(A)):
        A[i] = i
    return A


@alpyna.jit
def prange24(A):
    for i in range(-len(A), 0):
        A[i] = i
    return A


@alpyna.jit
def prange26(A):
    B = A[::3]
    for i in range(len(B)):
        B[i] = i
    return A


@alpyna.jit
def prange28(x, y):
    out = np.zeros(len(y))
    for idx in range(0, len(y)):
        i0 = y[idx, 0]
        i1 = y[idx, 1]
        Pt1 = x[i0]
        Pt2 = x[i1]
        v = Pt1 - Pt2
        vl2 = v[0] + v[1]
        out[idx] = vl2
    return out


@alpyna.jit
def parfor_dtype_type(a):
    for i in range(len(a)):
        a[i] = a.dtype.type(0)
    return a[4]


@alpyna.jit
def tuple1(a):
    atup = (3, 4)
    b = 7
    for i in range(len(a)):
        a[i] += atup[0] + atup[1] + b
    return a


@alpyna.jit
def tuple2(a):
    atup = a.shape
    b = 7
    for i in range(len(a)):
        a[i] += atup[0] + b
    return a


@alpyna.jit
def tuple3(a):
    atup = (np.arange(10), 4)
    b = 7
    for i in range(len(a)):
        a[i] += atup[0][5] + atup[1] + b
    return a


@alpyna.jit
def untraced_value_parfor(arr):
    a = (1.2, 1.3)
    n1 = len(arr)
    arr2 = np.empty(n1, np.float64)
    for i in range(n1):
        arr2[i] = arr[i] * a[0]
    n2 = len(arr2)
    arr3 = np.empty(n2, np.float64)
    for j in range(n2):
        arr3[j] = arr2[j] - a[1]
    total = 0.0
    n3 = len(arr3)
    for k in range(n3):
        total += arr3[k]
    return total + a[0]


@alpyna.jit
def issue5277(size, arr):
    for x in range(size[0]):
        for y in range(size[1]):
            arr[y][x] = x * 4.5 + y
    return arr


@alpyna.jit
def no_warn_if_cache_set():
    arr = np.ones(100)
    for i in range(arr.size):
        arr[i] += i
    return arr


@alpyna.jit
def diag_prange():
    n = 10
    a = np.empty(n)
    for i in range(n):
        a[i] = i * 10
    return a


def main():
    show("prange01", prange01())
    show("prange02", prange02())
    show("prange23", prange23(np.zeros(32)[::2]))
    show("prange24", prange24(np.zeros(32)[::2]))
    show("prange26", prange26(np.zeros(32)[::2]))
    X = np.array([[-1., -1.],
                  [-1.,  1.],
                  [ 0.,  0.],
                  [ 1., -1.],
                  [ 1.,  0.],
                  [ 1.,  1.]])
    Y = np.array([[0, 1],
                  [1, 2],
                  [2, 3],
                  [3, 4],
                  [4, 5]])
    show("prange28", prange28(X, Y))
    show("parfor_dtype_type", parfor_dtype_type(np.ones(10)))
    show("tuple1", tuple1(np.arange(10)))
    show("tuple2", tuple2(np.arange(10)))
    show("tuple3", tuple3(np.arange(10)))
    show("untraced_value_parfor", untraced_value_parfor(np.arange(10, dtype=np.int64)))
    show("issue5277", issue5277((10, 10), np.zeros((10, 10), dtype=int)))
    show("no_warn_if_cache_set", no_warn_if_cache_set())
    show("diag_prange", diag_prange())


main()
