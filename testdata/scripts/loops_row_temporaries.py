# Row temporaries in a nest, as physics and geometry code names them:
# `d = pos[j] - pos[i]` then `np.sum(d * d)`, `d[0] * inv`, `acc[i] += d *
# inv`, `np.dot(d, d)`. NumPy makes d a new array; the front end reads each use through
# the expression that made it (frontend/vector_exprs.go), which computes
# the same values while nothing it reads changes, so the nest runs as
# kernels. A temporary whose arrays the nest writes after it, or that is
# read after the nest, keeps the nest in the interpreter. CPython's output
# is the golden.
import numpy as np

import alpyna


@alpyna.jit
def accelerations(pos, mass, acc):
    n = pos.shape[0]
    for i in range(n):
        for j in range(n):
            if i != j:
                d = pos[j] - pos[i]
                r2 = np.sum(d * d) + 0.01
                inv = mass[j] / (r2 * np.sqrt(r2))
                acc[i, 0] += d[0] * inv
                acc[i, 1] += d[1] * inv
                acc[i, 2] += d[2] * inv


@alpyna.jit
def accelerations_rows(pos, mass, acc):
    for i in range(pos.shape[0]):
        for j in range(pos.shape[0]):
            if i != j:
                d = pos[j, :] - pos[i, :]
                r = np.sqrt(np.sum(d ** 2) + 0.01)
                acc[i, :] += d * (mass[j] / r ** 3)


@alpyna.jit
def pair_sums(x, pairs):
    out = np.zeros(len(pairs))
    for k in range(len(pairs)):
        v = x[pairs[k, 0]] - x[pairs[k, 1]]
        out[k] = v[0] + v[1] * len(v)
    return out


@alpyna.jit
def pair_views(x, pairs):
    out = np.zeros(len(pairs))
    for k in range(len(pairs)):
        i0 = pairs[k, 0]
        i1 = pairs[k, 1]
        p1 = x[i0]
        p2 = x[i1]
        v = p1 - p2
        out[k] = v[0] * v[1]
    return out


@alpyna.jit
def scaled_norms(X, s):
    out = np.empty(X.shape[0])
    for i in range(X.shape[0]):
        t = np.abs(X[i]) * s
        u = t - 1.0
        out[i] = np.sum(u * t) / t.shape[0]
    return out


@alpyna.jit
def energy(pos, out):
    for i in range(pos.shape[0]):
        e = 0.0
        for j in range(pos.shape[0]):
            if i != j:
                d = pos[i] - pos[j]
                e += 1.0 / np.sqrt(np.dot(d, d))
        out[i] = e + np.dot(pos[i] * 2.0, pos[i])


@alpyna.jit
def written_after(X, out):
    # X changes after d is made: d keeps the old values.
    for i in range(X.shape[0]):
        d = X[i] * 2.0
        X[i, 0] = -1.0
        out[i] = d[0] + X[i, 0]


@alpyna.jit
def read_after(X):
    d = X[0] + 0.0
    for i in range(X.shape[0]):
        d = X[i] + 1.0
    return d


rng = np.random.RandomState(7)
pos = rng.rand(40, 3)
mass = rng.rand(40) + 0.5
acc = np.zeros((40, 3))
accelerations(pos, mass, acc)
print([f"{v:.15e}" for v in acc[:3].ravel()], f"{acc.sum():.15e}")
acc2 = np.zeros((40, 3))
accelerations_rows(pos, mass, acc2)
print([f"{v:.15e}" for v in acc2[:3].ravel()], f"{acc2.sum():.15e}")
X = np.arange(12.0).reshape(6, 2) ** 2
print(pair_sums(X, np.array([[0, 1], [1, 2], [2, 3], [3, 4], [4, 5]])).tolist())
print(pair_views(X, np.array([[0, 1], [5, 2], [2, 3]])).tolist())
print(scaled_norms(rng.rand(5, 9) - 0.5, 3.0).tolist())
out = np.zeros(30)
energy(np.arange(90.0).reshape(30, 3) % 11 + np.arange(30.0)[:, None], out)
print(out[:4].tolist(), f"{out.sum():.15e}")
out = np.zeros(6)
written_after(X, out)
print(out.tolist(), X.tolist())
print(read_after(np.arange(6.0).reshape(3, 2)).tolist())
