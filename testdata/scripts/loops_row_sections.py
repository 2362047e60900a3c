# Whole rows assigned without a slice, in functions that show their
# arrays have two axes: each row statement is a loop over the row's
# elements, the loop over rows in parallel. Called with arrays of another
# rank, the interpreter runs the nest and does what NumPy does.
import numpy as np
import alpyna


@alpyna.jit
def half_rows(A, B):
    n, m = A.shape
    for i in range(n):
        B[i] = A[i] * 0.5


@alpyna.jit
def blend(A, B, w):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            A[i, j] += w[j]
        B[i] = A[i] - 2.0 * B[i]


@alpyna.jit
def scale_rows(X, s):
    rows, cols = X.shape
    for i in range(rows):
        X[i] *= s[i]


@alpyna.jit
def accumulate(X):
    for i in range(1, X.shape[0]):
        X[i] += X[i - 1] * X.shape[1]


@alpyna.jit
def center(X, mu):
    n, d = X.shape
    for j in range(d):
        mu[j] = 0.0
        for i in range(n):
            mu[j] += X[i, j]
        mu[j] /= n
    for i in range(n):
        X[i] -= mu


@alpyna.jit
def shift_rows(A, v, out):
    rows, cols = A.shape
    for i in range(rows):
        out[i] = A[i] * v + v[i % cols]


@alpyna.jit
def offset_rows(X, v):
    n, d = X.shape
    for i in range(n):
        X[i] += v
    return v[0]


@alpyna.jit
def vector(a, b):
    for i in range(a.shape[0]):
        b[i] = a[i] * 0.5


A = np.arange(1.0, 13.0).reshape(3, 4)
B = np.zeros_like(A)
half_rows(A, B)
print(B)
A2 = A.copy()
B2 = np.ones_like(A)
blend(A2, B2, np.arange(4.0))
print(A2)
print(B2)
X = np.arange(20.0).reshape(4, 5)
scale_rows(X, np.array([1.0, -1.0, 0.5, 2.0]))
print(X)
Y = np.arange(12.0).reshape(4, 3) / 8
accumulate(Y)
print(Y)
Z = np.arange(12.0).reshape(4, 3) ** 2
m = np.zeros(3)
center(Z, m)
print(m)
print(Z)
S = np.zeros((3, 4))
shift_rows(np.arange(12.0).reshape(3, 4), np.array([1.0, -1.0, 2.0, 0.5]), S)
print(S)
try:
    shift_rows(np.arange(12.0).reshape(3, 4), np.ones(3), S)
except ValueError as e:
    print("ValueError:", e)
b = np.zeros(5)
vector(np.arange(5.0), b)
print(b)
big = np.arange(600.0).reshape(200, 3)
out = np.zeros_like(big)
half_rows(big, out)
print(out.sum(), out[199])

# Another rank: the interpreter does what NumPy does.
big3 = np.arange(60.0).reshape(20, 3)
accumulate(big3)
print(big3[-1])
C = np.arange(24.0).reshape(2, 3, 4)
D = np.zeros((2, 3, 4))
blend(C, D, np.arange(3.0))
print(C.sum(), D.sum())

# A list where the rows' checks expect a vector: the checks do not raise
# (a list has no ndim); the interpreter adds the list as NumPy does.
W = np.arange(12.0).reshape(4, 3)
print(offset_rows(W, np.array([1.0, 2.0, 3.0])), W[3])
print(offset_rows(W, [0.5, 0.25, 0.125]), W[3])
