# Port of the examples of Numba's parallel documentation (numba/numba
# docs/source/user/parallel.rst, BSD-2-Clause) and the two usecases of
# numba/tests/test_parfors.py that the docs describe (lr_impl, the logistic regression, and
# the allocation hoisting example). The docs' race examples (prange_wrong_result: `y[:] +=
# x[i]` and `y[i % 4] += x[i]`, which Numba runs with a race) and its "unsupported" list
# examples are kept: with range they are ordinary sequential Python, and alpyna must give
# CPython's answer. Each function becomes @alpyna.jit; prange is range.
import numpy as np

import alpyna


def show(name, v):
    # Arrays print their dtype, shape, a rounded sum and the first values.
    if isinstance(v, np.ndarray):
        print(name, v.dtype, v.shape, f"{float(v.sum()):.6e}", np.round(v.ravel()[:6], 6).tolist())
    elif isinstance(v, list):
        print(name, "list", len(v), sum(v), v[:6])
    else:
        kind = type(v).__name__
        if kind in ("float", "float64", "float32"):
            print(name, kind, f"{float(v):.6e}")
        else:
            print(name, kind, v)


@alpyna.jit
def prange_wrong_result_slice(x):
    n = x.shape[0]
    y = np.zeros(4)
    for i in range(n):
        # accumulating into the same element of `y` from different
        # parallel iterations of the loop results in a race condition
        y[:] += x[i]

    return y


@alpyna.jit
def prange_wrong_result_index(x):
    n = x.shape[0]
    y = np.zeros(4)
    for i in range(n):
        # accumulating into the same element of `y` from different
        # parallel iterations of the loop results in a race condition
        y[i % 4] += x[i]

    return y


@alpyna.jit
def logistic_regression(Y, X, w, iterations):
    for i in range(iterations):
        w -= np.dot(((1.0 / (1.0 + np.exp(-Y * np.dot(X, w))) - 1.0) * Y), X)
    return w


@alpyna.jit
def diagnostics_test(x):
    n = x.shape[0]
    a = np.sin(x)
    b = np.cos(a * a)
    acc = 0
    for i in range(n - 2):
        for j in range(n - 1):
            acc += b[i] + b[j + 1]
    return acc


@alpyna.jit
def allocation_hoisting(n):
    total = 0.0
    for i in range(n):
        temp = np.zeros((50, 50)) # <--- Allocate a temporary array with np.zeros()
        for j in range(50):
            temp[j, j] = i
        total += temp.sum()
    return total


@alpyna.jit
def invalid_append():
    z = []
    for i in range(10000):
        z.append(i)
    return z


@alpyna.jit
def invalid_thread_index(n):
    z = [0 for _ in range(n)]
    for i in range(100):
        z[i % n] += i
    return z


def main():
    rng = np.random.RandomState(4)
    x = rng.random_sample(1000)
    show("prange_wrong_result_slice", prange_wrong_result_slice(x))
    show("prange_wrong_result_index", prange_wrong_result_index(x))
    N, D = 200, 5
    X = rng.random_sample((N, D)) - 0.5
    Y = np.sign(X[:, 0] + 0.1 * rng.random_sample(N))
    w = np.zeros(D)
    show("logistic_regression", logistic_regression(Y, X, w, 20))
    show("diagnostics_test", diagnostics_test(np.arange(10.0)))
    show("diagnostics_test_big", diagnostics_test(np.arange(300.0)))
    show("allocation_hoisting", allocation_hoisting(40))
    show("invalid_append", invalid_append())
    show("invalid_thread_index", invalid_thread_index(4))


main()
