# Port of the scalar-reduction cases of numba/numba's numba/tests/test_parfors.py
# (BSD-2-Clause): TestPrangeBasic's test_prange03..07, 12..14, 16, 17, 20, 21,
# TestParfors' test_reduction_var_reuse, TestParforsLeaks' test_multiple_reduction_vars,
# TestParforsDiagnostics' test_reduction and test_reduction_binop, TestParforsMisc's
# test_issue3748, and the first example and the max()/min() reductions of Numba's
# parallel docs (docs/source/user/parallel.rst). Each test_impl becomes a named
# @alpyna.jit function; Numba's prange (which the test harness substitutes for every
# range) is range, as a user switching from Numba writes it.
import numpy as np

import alpyna


def show(name, v):
    # Floats print rounded: a parallel sum may add in another order than CPython.
    kind = type(v).__name__
    if kind in ("float", "float64", "float32"):
        print(name, kind, f"{float(v):.6e}")
    else:
        print(name, kind, v)


@alpyna.jit
def prange03():
    s = 10
    for i in range(10):
        s += 2
    return s


@alpyna.jit
def prange03mul():
    s = 3
    for i in range(10):
        s *= 2
    return s


@alpyna.jit
def prange03sub():
    s = 100
    for i in range(10):
        s -= 2
    return s


@alpyna.jit
def prange03div():
    s = 10
    for i in range(10):
        s /= 2
    return s


@alpyna.jit
def prange05():
    n = 4
    A = np.ones((n), dtype=np.float64)
    s = 0
    for i in range(1, n - 1, 1):
        s += A[i]
    return s


@alpyna.jit
def prange06():
    n = 4
    A = np.ones((n), dtype=np.float64)
    s = 0
    for i in range(1, 1, 1):
        s += A[i]
    return s


@alpyna.jit
def prange07():
    n = 4
    A = np.ones((n), dtype=np.float64)
    s = 0
    for i in range(n, 1):
        s += A[i]
    return s


@alpyna.jit
def prange12():
    acc = 0
    n = 4
    X = np.ones(n)
    for i in range(-len(X)):
        acc += X[i]
    return acc


@alpyna.jit
def prange13(n):
    acc = 0
    for i in range(n):
        acc += 1
    return acc


@alpyna.jit
def prange14(A):
    s = 3
    for i in range(len(A)):
        s += A[i]*2
    return s


@alpyna.jit
def prange16(N):
    acc = 0
    for i in range(-N, N):
        acc += 2
    return acc


@alpyna.jit
def prange17(N):
    acc = 0
    X = np.ones(N)
    for i in range(-N, N):
        acc += X[i]
    return acc


@alpyna.jit
def prange20(N):
    acc = 0
    X = np.ones(N)
    for i in range(-1, N):
        acc += X[i]
    return acc


@alpyna.jit
def prange21(N):
    acc = 0
    for i in range(-3, -1):
        acc += 3
    return acc


@alpyna.jit
def reduction_var_reuse(n):
    acc = 0
    for i in range(n):
        acc += 1

    for i in range(n):
        acc += 2

    return acc


@alpyna.jit
def multiple_reduction_vars(arr):
    a = 0.
    b = 1.
    for i in range(arr.size):
        a += arr[i]
        b += 1. / (arr[i] + 1)
    return a * b


@alpyna.jit
def diag_reduction():
    n = 10
    a = np.ones(n + 1) # prevent fusion
    acc = 0
    for i in range(n):
        acc += a[i]
    return acc


@alpyna.jit
def diag_reduction_binop():
    n = 10
    a = np.ones(n + 1) # prevent fusion
    acc = 0
    for i in range(n):
        acc = acc - a[i]
    return acc


@alpyna.jit
def issue3748():
    x = (1, 2, 3, 4, 5)
    a = 0
    for i in range(len(x)):
        a += x[i]
    return a


@alpyna.jit
def max_reduction(A):
    m = -np.inf
    for i in range(A.shape[0]):
        m = max(m, A[i])
    return m


@alpyna.jit
def min_reduction(A):
    m = np.inf
    for i in range(A.shape[0]):
        m = min(m, A[i])
    return m


@alpyna.jit
def prange_test(A):
    s = 0
    # Without "parallel=True" in the jit-decorator
    # the prange statement is equivalent to range
    for i in range(A.shape[0]):
        s += A[i]
    return s


def main():
    rng = np.random.RandomState(0)
    A4 = rng.random_sample(4)
    A300 = rng.random_sample(300)
    show("prange03", prange03())
    show("prange03mul", prange03mul())
    show("prange03sub", prange03sub())
    show("prange03div", prange03div())
    show("prange05", prange05())
    show("prange06", prange06())
    show("prange07", prange07())
    show("prange12", prange12())
    show("prange13", prange13(np.int32(4)))
    show("prange13_big", prange13(1000))
    show("prange14", prange14(A4))
    show("prange14_big", prange14(A300))
    show("prange16", prange16(1024))
    show("prange17", prange17(9))
    show("prange20", prange20(9))
    show("prange21", prange21(9))
    show("reduction_var_reuse", reduction_var_reuse(16))
    show("multiple_reduction_vars", multiple_reduction_vars(np.arange(10).astype(np.float64)))
    show("multiple_reduction_vars_big", multiple_reduction_vars(A300))
    show("diag_reduction", diag_reduction())
    show("diag_reduction_binop", diag_reduction_binop())
    show("issue3748", issue3748())
    show("max_reduction", max_reduction(A300))
    show("min_reduction", min_reduction(A300))
    show("prange_test", prange_test(A300))
    show("prange_test_int", prange_test(np.arange(100)))


main()
