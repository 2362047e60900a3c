# Reductions over a row or a vector inside a nest, as people write them:
# `sum(A[i])`, `sum(row)`, `max(A[i, :])`, `min(v)`, `np.dot(row, x)`.
# Each becomes a loop before its statement (frontend/reductions.go), in
# the order Python's sum, max and min take the elements, so the nest runs
# as kernels; an empty row and vectors of two lengths run in the
# interpreter, which does what CPython does. CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def row_sums(A, out):
    for i in range(A.shape[0]):
        out[i] = sum(A[i]) + 0.5 * sum(A[i, :])


@alpyna.jit
def row_ranges(A, out):
    for i, row in enumerate(A):
        out[i] = max(row) - min(A[i])


@alpyna.jit
def matvec(A, x, y):
    for i, row in enumerate(A):
        y[i] = np.dot(row, x)


@alpyna.jit
def int_sums(M, out):
    for i in range(M.shape[0]):
        out[i] = sum(M[i]) * 2 - max(M[i])


@alpyna.jit
def tails(A, lo, out):
    for i in range(A.shape[0]):
        out[i] = sum(A[i, 1:]) - max(A[i, lo:]) + min(A[i, ::2])


@alpyna.jit
def vector_stats(v):
    total = 0.0
    for t in range(3):
        total += sum(v) + max(v) * t
    return total


A = np.array([[1.5, -2.0, 3.25, 0.0], [-0.0, 4.0, np.nan, 1.0], [2.0, 2.0, -7.5, 0.125]])
out = np.zeros(3)
row_sums(A, out)
print(out)
row_ranges(A, out)
print(out)
y = np.zeros(3)
matvec(A[[0, 2]].copy(), np.array([1.0, 2.0, 0.5, -1.0]), y[:2])
print(y)
try:
    matvec(A, np.ones(3), y)
except ValueError as e:
    print("ValueError:", e)
M = np.arange(12).reshape(3, 4) - 5
o = np.zeros(3, dtype=np.int64)
int_sums(M, o)
print(o)
print(vector_stats(np.array([0.25, -1.0, 3.0])))
T = np.arange(12.0).reshape(3, 4) ** 1.5
t = np.zeros(3)
tails(T, 1, t)
print(t)
tails(T, -2, t)
print(t)
try:
    tails(T, 9, t)
except ValueError as e:
    print("ValueError:", e)
E = np.zeros((2, 0))
print(row_sums(E, np.zeros(2)), "empty rows")
try:
    row_ranges(E, np.zeros(2))
except ValueError as e:
    print("ValueError:", e)
