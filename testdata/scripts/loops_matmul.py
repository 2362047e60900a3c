# The @ operator in nests (QuantEcon's career Bellman operator): a row
# times a vector and a product of two rows are dot products in NumPy's
# BLAS order; a product of arrays the nest does not change (F @ v @ G) is
# computed once before the nest; a matrix times a vector stays in the
# interpreter; a loop-invariant product whose shapes do not match raises
# only where CPython evaluates it (not for a loop that runs no
# iteration).
import numpy as np

import alpyna


@alpyna.jit
def bellman(v, theta, eps, G, F, beta):
    out = np.empty_like(v)
    n = v.shape[0]
    for i in range(n):
        for j in range(n):
            v1 = theta[i] + eps[j] + beta * v[i, j]
            v2 = theta[i] + 0.5 + beta * v[i, :] @ G
            v3 = 0.5 + 0.25 + beta * F @ v @ G
            out[i, j] = max(v1, v2, v3)
    return out


@alpyna.jit
def row_products(A, B, out):
    for i in range(A.shape[0]):
        out[i] = A[i] @ B[i] + (A[i] * 2.0) @ B[i, :]


@alpyna.jit
def matvec_rows(A, x, out):
    for i in range(out.shape[0]):
        out[i] = (A @ x)[i]


@alpyna.jit
def bad_shapes(A, x, n):
    s = 0.0
    for i in range(n):
        s += A @ x
    return s


n = 30
theta = np.linspace(0, 5, n)
eps = np.linspace(0, 5, n)
G = np.ones(n) / n
F = np.linspace(1, 2, n) / 45.0
v = np.outer(theta, eps) * 0.1
for _ in range(3):
    v = bellman(v, theta, eps, G, F, 0.95)
print(repr(float(v.sum())), v[3, :4])
A = np.cos(np.arange(40.0).reshape(8, 5))
B = np.sin(np.arange(40.0).reshape(8, 5))
out = np.zeros(8)
row_products(A, B, out)
print(out)
out5 = np.zeros(8)
matvec_rows(A, np.ones(5), out5)
print(out5)
print(bad_shapes(A, np.ones(3), 0))
try:
    bad_shapes(A, np.ones(3), 2)
except ValueError as e:
    print("ValueError:", e)
