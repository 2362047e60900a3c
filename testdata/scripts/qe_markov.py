# test-args: 200 500 60
# Port of the Numba kernels of QuantEcon.py's finite Markov chains (QuantEcon/QuantEcon.py,
# BSD-3-Clause): `searchsorted` (quantecon/util, `@jit(nopython=True)`, a `while` binary
# search), `_generate_sample_paths` (quantecon/markov/core.py, `@jit(nopython=True)`: the
# sample-path loop over replications and time, each step a searchsorted of a CDF row
# indexed by the previous state) and `_gth_solve_jit` (quantecon/markov/gth_solve.py at
# 2f82737, `@jit(nopython=True)`: the Grassmann-Taksar-Heyman elimination with `np.sum`
# of a row slice, a `break`, a triangular update and a backward substitution), with the
# Python wrappers `gth_solve` and `MarkovChain.simulate`'s path (cdfs by np.cumsum,
# random values drawn up front) as a user copies them instead of `import quantecon`.
# Applied to Hamilton's business-cycle matrix of the finite_markov lecture and to random
# stochastic matrices. `from numba import jit` becomes `import alpyna`;
# `@jit(nopython=True)` becomes `@alpyna.jit`. Sizes: arguments num_reps ts_length n
# (defaults 1000 2000 200), the tests use 200 500 60.
import sys

import numpy as np

import alpyna

num_reps = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
ts_length = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
n_big = int(sys.argv[3]) if len(sys.argv) > 3 else 200

np.random.seed(1234)


@alpyna.jit
def searchsorted(a, v):
    lo = -1
    hi = len(a)
    while(lo < hi-1):
        m = (lo + hi) // 2
        if v < a[m]:
            hi = m
        else:
            lo = m
    return hi


@alpyna.jit
def _generate_sample_paths(P_cdfs, init_states, random_values, out):
    """
    Generate num_reps sample paths of length ts_length, where num_reps =
    out.shape[0] and ts_length = out.shape[1].
    """
    num_reps, ts_length = out.shape

    for i in range(num_reps):
        out[i, 0] = init_states[i]
        for t in range(ts_length-1):
            out[i, t+1] = searchsorted(P_cdfs[out[i, t]], random_values[i, t])


def gth_solve(A, overwrite=False, use_jit=True):
    A1 = np.array(A, dtype=float, copy=not overwrite, order='C')

    if len(A1.shape) != 2 or A1.shape[0] != A1.shape[1]:
        raise ValueError('matrix must be square')

    n = A1.shape[0]
    x = np.zeros(n)

    if use_jit:
        _gth_solve_jit(A1, x)
        return x

    # if not using jit
    # === Reduction === #
    for k in range(n-1):
        scale = np.sum(A1[k, k+1:n])
        if scale <= 0:
            n = k+1
            break
        A1[k+1:n, k] /= scale

        A1[k+1:n, k+1:n] += np.dot(A1[k+1:n, k:k+1], A1[k:k+1, k+1:n])

    # === Backward substitution === #
    x[n-1] = 1
    for k in range(n-2, -1, -1):
        x[k] = np.dot(x[k+1:n], A1[k+1:n, k])

    # === Normalization === #
    x /= np.sum(x)

    return x


@alpyna.jit
def _gth_solve_jit(A, out):
    n = A.shape[0]

    # === Reduction === #
    for k in range(n-1):
        scale = np.sum(A[k, k+1:n])
        if scale <= 0:
            # There is one (and only one) recurrent class contained in
            # {0, ..., k};
            # compute the solution associated with that recurrent class.
            n = k+1
            break
        for i in range(k+1, n):
            A[i, k] /= scale

            for j in range(k+1, n):
                A[i, j] += A[i, k] * A[k, j]

    # === Backward substitution === #
    out[n-1] = 1
    for k in range(n-2, -1, -1):
        for i in range(k+1, n):
            out[k] += out[i] * A[i, k]

    # === Normalization === #
    norm = np.sum(out)
    for k in range(n):
        out[k] /= norm


def simulate_indices(P, ts_length, init, num_reps):
    P_cdfs = np.cumsum(P, axis=-1)
    init_states = np.full(num_reps, init, dtype=np.int64)
    random_values = np.random.random(size=(num_reps, ts_length-1))
    X = np.empty((num_reps, ts_length), dtype=int)
    _generate_sample_paths(P_cdfs, init_states, random_values, X)
    return X


P = np.array([[0.971, 0.029, 0.000],
              [0.145, 0.778, 0.077],
              [0.000, 0.508, 0.492]])

ψ_star = gth_solve(P)
print("stationary (jit)", ψ_star)
print("stationary (python)", gth_solve(P, use_jit=False))

X = simulate_indices(P, ts_length, 0, num_reps)
print(X[0, :20])
freq = np.array([(X == s).mean() for s in range(3)])
print("time fractions", freq, repr(np.abs(freq - ψ_star).max() < 0.05))

# a reducible matrix: GTH stops at the first recurrent class
Q = np.array([[0.5, 0.5, 0.0, 0.0],
              [0.3, 0.7, 0.0, 0.0],
              [0.1, 0.2, 0.3, 0.4],
              [0.0, 0.0, 0.5, 0.5]])
print("reducible", gth_solve(Q))

# a random dense stochastic matrix and a random generator (rate) matrix
A = np.random.random((n_big, n_big))
A /= A.sum(axis=1, keepdims=True)
x = gth_solve(A)
print("random P", x[:4], repr(x.sum()), repr(np.abs(x @ A - x).max() < 1e-12))
print("python agrees", repr(np.abs(gth_solve(A, use_jit=False) - x).max() < 1e-12))
R = np.random.random((n_big, n_big))
np.fill_diagonal(R, 0)
R -= np.diag(R.sum(axis=1))
y = gth_solve(R)
print("random Q", y[:4], repr(y.sum()), repr(np.abs(y @ R).max() < 1e-12))

X = simulate_indices(A, ts_length // 10, 3, num_reps)
print(X[1, :12], X.sum())
