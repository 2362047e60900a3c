# np.sum, np.mean, np.max and np.min of a row or of an elementwise expression
# of rows in a nest,
# as distance and norm code is written: `np.sum((X[i, :] - Y[j, :]) ** 2)`,
# `(a[i] - b[j]).sum()`, `sum(A[i] * w)`. The front end writes each as a
# loop that adds the elements in NumPy's pairwise order (1 to 128
# elements; frontend/vector_exprs.go), so the nest runs as kernels with
# NumPy's bits. Longer rows, float32 arrays and rows of two lengths run
# in the interpreter, which does what NumPy does. CPython's output is the
# golden.
import math

import numpy as np

import alpyna


@alpyna.jit
def sq_dists(X, Y):
    result = np.zeros((X.shape[0], Y.shape[0]), X.dtype)
    for i in range(X.shape[0]):
        for j in range(Y.shape[0]):
            result[i, j] = np.sum((X[i, :] - Y[j, :]) ** 2)
    return result


@alpyna.jit
def dists(X, Y):
    out = np.empty((X.shape[0], Y.shape[0]))
    for i in range(X.shape[0]):
        for j in range(Y.shape[0]):
            out[i, j] = np.sqrt(np.sum((X[i] - Y[j]) * (X[i] - Y[j])))
    return out


@alpyna.jit
def weighted(A, w, out):
    n = len(w)
    for i in range(A.shape[0]):
        out[i] = np.sum(A[i, :] * w) + A[i, :].sum() + sum(A[i, :] * 2.0) + (A[i] - 1.0).sum()


@alpyna.jit
def norms(V, scale):
    total = 0.0
    for i in range(V.shape[0]):
        total += math.sqrt(np.sum(np.abs(V[i, :]) * scale + -V[i, :] ** 2 / -4.0 + np.maximum(V[i, :], 0.5)))
    return total


@alpyna.jit
def nearest(X, C, labels):
    for i in range(X.shape[0]):
        best = 0
        best_d = np.sum((X[i] - C[0]) ** 2)
        for c in range(1, C.shape[0]):
            d = np.sum((X[i] - C[c]) ** 2)
            if d < best_d:
                best_d = d
                best = c
        labels[i] = best


@alpyna.jit
def centred(A, M, out):
    for i in range(A.shape[0]):
        out[i] = np.mean(A[i, :]) - A[i, :].mean() * 0.5 + np.mean(M[i] * 3) + (A[i] ** 2).mean()


@alpyna.jit
def methods(X, Y, N, out):
    for i in range(X.shape[0]):
        for j in range(Y.shape[0]):
            out[i, j] = (-Y[j] * N).mean() + X[i].max() - (X[i] + Y[j]).sum()


@alpyna.jit
def spans(X, Y, out):
    for i in range(X.shape[0]):
        for j in range(Y.shape[0]):
            d = np.abs(X[i] - Y[j])
            out[i, j] = np.max(d) - np.min(X[i, :]) + (X[i] * 2).max() - d.min()


def show(name, a):
    print(name, [f"{v:.17g}" for v in np.ravel(a)[:6]], f"{float(np.sum(a)):.17g}")


for n in (1, 3, 7, 8, 9, 16, 23, 64, 127, 128, 129, 300):
    X = np.sin(np.arange(5.0 * n)).reshape(5, n) * 1e3
    Y = np.cos(np.arange(3.0 * n)).reshape(3, n)
    show(f"sq_dists {n}", sq_dists(X, Y))
    show(f"dists {n}", dists(X, Y))
    w = np.cos(np.arange(n) * 1.7 + 0.5)
    out = np.zeros(5)
    weighted(X, w, out)
    show(f"weighted {n}", out)
    print("norms", n, f"{norms(X, 0.75):.17g}")
    labels = np.zeros(5, dtype=np.int64)
    nearest(X, Y * 900.0, labels)
    print("nearest", n, labels.tolist())
    out = np.zeros(5)
    centred(X, np.arange(5 * n).reshape(5, n) * 7 - 11, out)
    show(f"centred {n}", out)

# Ints sum exactly; -0.0 rows sum to 0.0 as NumPy's identity makes them.
Xi = np.arange(24).reshape(4, 6) - 7
print(sq_dists(Xi, Xi[:2]).tolist())
Z = np.full((2, 3), -0.0)
print(sq_dists(Z, Z).tolist(), dists(Z, Z).tolist())
out = np.zeros(2)
weighted(Z, np.full(3, -0.0), out)
print(out.tolist())
out = np.zeros((4, 3))
methods(np.sin(np.arange(20.0)).reshape(4, 5), np.cos(np.arange(15.0)).reshape(3, 5), 3, out)
print(out.tolist())
# np.max and np.min propagate NaN; a zero extreme (NumPy's sign of it
# depends on its SIMD loop) runs in the interpreter.
X = np.sin(np.arange(20.0)).reshape(4, 5)
Y = np.cos(np.arange(15.0)).reshape(3, 5)
out = np.zeros((4, 3))
spans(X, Y, out)
print(out.tolist())
X[1, 2] = np.nan
spans(X, Y, out)
print(out.tolist())
Z = np.zeros((4, 5))
Z[0, 1] = -0.0
spans(Z, Z[:3], out)
print(out.tolist())
spans(np.arange(20).reshape(4, 5) - 7, np.arange(15).reshape(3, 5), out)
print(out.tolist())
# float32 rows (NumPy sums them in float32), and rows of two lengths.
X32 = np.sin(np.arange(40, dtype=np.float32)).reshape(4, 10)
print(sq_dists(X32, X32[:2]).tolist())
try:
    dists(np.ones((2, 3)), np.ones((2, 4)))
except ValueError as e:
    print("ValueError:", e)
