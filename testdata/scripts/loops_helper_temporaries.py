# Temporaries that are NumPy arrays without being subscripted: made in a
# helper (`d = a - b; return np.sum(d * d)` called with two rows), or in
# the loop body and only reduced (`diff = X[i] - X[0]; np.sum(diff ** 2)`).
import numpy as np
import alpyna


def sqdist(a, b):
    d = a - b
    return np.sum(d * d)


def dist(a, b):
    d = a - b
    return np.sqrt(np.sum(d ** 2))


def dist_dot(p, q):
    diff = p - q
    return np.dot(diff, diff)


def half_sq(p, q):
    t = (p - q) * 0.5
    return (t * t).sum()


@alpyna.jit
def assign(X, C, labels, n, k):
    for i in range(n):
        best = 1e300
        bi = 0
        for c in range(k):
            s = sqdist(X[i], C[c])
            if s < best:
                best = s
                bi = c
        labels[i] = bi


@alpyna.jit
def three(X, C, out, n, k):
    for i in range(n):
        for c in range(k):
            out[i, c, 0] = dist(X[i], C[c])
            out[i, c, 1] = dist_dot(X[i], C[c])
            out[i, c, 2] = half_sq(X[i], C[c])


@alpyna.jit
def norms(X, out, n):
    for i in range(n):
        diff = X[i] - X[0]
        out[i] = np.sum(diff ** 2)


@alpyna.jit
def centred(X, out, n):
    for i in range(1, n):
        diff = X[i] - X[0]
        out[i] = np.mean(diff * diff) + np.max(np.abs(diff))


@alpyna.jit
def scaled(A, c, out, n):
    # s is a number: np.sum(A[i, :] * s) keeps it one
    for i in range(n):
        s = c[i] * 2.0
        out[i] = np.sum(A[i, :] * s)


@alpyna.jit
def scalar_diff(x, out, n):
    # x has one axis: diff is a number and np.sum of it is itself (the
    # call runs in the interpreter)
    for i in range(n):
        diff = x[i] - x[0]
        out[i] = np.sum(diff ** 2)


np.random.seed(7)
X = np.random.rand(300, 5)
C = np.random.rand(6, 5)
labels = np.zeros(300, dtype=np.int64)
assign(X, C, labels, 300, 6)
print(labels[:24], labels.sum())

out = np.zeros((300, 6, 3))
three(X, C, out, 300, 6)
print(out.sum(axis=(0, 1)))
print(out[17, 4])

o = np.zeros(300)
norms(X, o, 300)
print(o[:4], o.sum())
o = np.zeros(300)
centred(X, o, 300)
print(o[1:4], o.sum())

A = np.random.rand(40, 7)
c = np.random.rand(40)
o = np.zeros(40)
scaled(A, c, o, 40)
print(o[:3], o.sum())

x = np.random.rand(50)
o = np.zeros(50)
scalar_diff(x, o, 50)
print(o[:3], o.sum())

# a second call with rows of another length
X2 = np.random.rand(100, 33)
C2 = np.random.rand(4, 33)
labels2 = np.zeros(100, dtype=np.int64)
assign(X2, C2, labels2, 100, 4)
print(labels2[:20], labels2.sum())
