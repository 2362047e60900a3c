# Port of the prange cases of numba/numba's numba/tests/test_parfors.py (BSD-2-Clause) whose
# loop bodies branch: TestPrangeBasic's test_prange04, 22 (negative indices), 29,
# TestPrangeSpecific's test_prange_two_instances_same_reduction_var,
# test_prange_two_conditional_reductions, test_prange_nested_reduction1, test_issue7501,
# TestParfors' test_cfg, test_non_identity_initial, test_if_not_else_reduction,
# test_parfor_array_access2, test_issue8515 (continue), and TestParforsSlice's
# test_parfor_slice27 (a counter guarding a slice). Each test_impl becomes a named
# @alpyna.jit function; prange is range.
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
def prange04():
    a = 2
    b = 3
    A = np.empty(4)
    for i in range(4):
        if i == a:
            A[i] = b
        else:
            A[i] = 0
    return A


@alpyna.jit
def prange22():
    a = 0
    b = 3
    A = np.empty(4)
    for i in range(-2, 2):
        if i == a:
            A[i] = b
        elif i < 1:
            A[i] = -1
        else:
            A[i] = 7
    return A


@alpyna.jit
def prange29(flag):
    result = 0
    if flag:
        for i in range(1):
            result += 1
    else:
        for i in range(1):
            result -= 3
    return result


@alpyna.jit
def two_instances_same_reduction_var(n):
    c = 0
    for i in range(n):
        c += 1
        if i > 10:
            c += 1
    return c


@alpyna.jit
def two_conditional_reductions():
    A = B = 0
    for k in range(1):
        if k == 2:
            A += 1
        else:
            x = np.zeros((1, 1))
            if x[0, 0]:
                B += 1
    return A, B


@alpyna.jit
def nested_reduction1():
    A = 0
    for k in range(1):
        for i in range(1):
            if i == 0:
                A += 1
    return A


@alpyna.jit
def issue7501(size, case):
    result = np.zeros((size,))
    if case == 1:
        for i in range(size):
            result[i] += 1
    else:
        for i in range(size):
            result[i] += 2
    return result[0]


@alpyna.jit
def cfg(x, is_positive, N):
    for i in range(2):
        for j in range( i*N//2, (i+1)*N//2 ):
            is_positive[j] = 0
            if x[j] > 0:
                is_positive[j] = 1

    return is_positive


@alpyna.jit
def non_identity_initial(A, cond):
    s = 1
    for i in range(A.shape[0]):
        if cond[i]:
            s += 1
    return s


@alpyna.jit
def if_not_else_reduction(A, cond):
    s = 1
    t = 10
    for i in range(A.shape[0]):
        if cond[i]:
            s += 1
            t += 1
        else:
            s += 2
    return s + t


@alpyna.jit
def parfor_array_access2(n):
    A = np.ones(n)
    m = 0
    n = 0
    for i in range(len(A)):
        m += A[i]

    for i in range(len(A)):
        if m == n:  # access in another block
            n += A[i]

    return m + n


@alpyna.jit
def issue8515(n):
    r = np.zeros(n, dtype=np.intp)
    c = np.zeros(n, dtype=np.intp)
    for i in range(n):
        for j in range(i):
            c[i] += 1

    for i in range(n):
        if i == 0:
            continue
        r[i] = c[i] - c[i - 1]
    return r[1:]


@alpyna.jit
def parfor_slice27(a):
    n_valid_vals = 0

    for i in range(a.shape[0]):
        if a[i] != 0:
            n_valid_vals += 1

        if n_valid_vals:
            unused = a[:n_valid_vals]

    return 0


def main():
    show("prange04", prange04())
    show("prange22", prange22())
    show("prange29_true", prange29(True))
    show("prange29_false", prange29(False))
    show("two_instances_same_reduction_var", two_instances_same_reduction_var(9))
    show("two_instances_same_reduction_var_big", two_instances_same_reduction_var(100))
    show("two_conditional_reductions", two_conditional_reductions())
    show("nested_reduction1", nested_reduction1())
    show("issue7501_1", issue7501(3, 1))
    show("issue7501_2", issue7501(3, 2))
    N = 100
    x = np.random.RandomState(1).rand(N) - 0.5
    show("cfg", cfg(x, np.zeros(N), N))
    cond = np.arange(10) % 3 == 0
    show("non_identity_initial", non_identity_initial(np.ones(10), np.ones(10).astype('bool')))
    show("non_identity_initial_mixed", non_identity_initial(np.ones(10), cond))
    show("if_not_else_reduction", if_not_else_reduction(np.ones(10), np.ones(10).astype('bool')))
    show("if_not_else_reduction_mixed", if_not_else_reduction(np.ones(10), cond))
    show("parfor_array_access2", parfor_array_access2(211))
    show("issue8515", issue8515(15))
    show("parfor_slice27", parfor_slice27(np.arange(3)))


main()
