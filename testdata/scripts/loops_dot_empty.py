# np.dot of row slices that start empty, as NumPy-style Cholesky, LU and
# triangular solves write them: the first step dots two empty slices,
# which NumPy computes as 0.0.
import numpy as np
import alpyna


@alpyna.jit
def cholesky(A):
    n = A.shape[0]
    for i in range(n):
        for j in range(i):
            A[i, j] -= np.dot(A[i, 0:j], A[j, 0:j])
            A[i, j] /= A[j, j]
        A[i, i] -= np.dot(A[i, 0:i], A[i, 0:i])
        A[i, i] = np.sqrt(A[i, i])


@alpyna.jit
def forward(L, b, x):
    for i in range(L.shape[0]):
        x[i] = (b[i] - L[i, :i].dot(x[:i])) / L[i, i]


@alpyna.jit
def lu(A):
    n = A.shape[0]
    for i in range(n):
        for j in range(i):
            A[i, j] -= np.dot(A[i, :j], A[:j, j])
            A[i, j] /= A[j, j]
        for j in range(i, n):
            A[i, j] -= np.dot(A[i, :i], A[:i, j])


@alpyna.jit
def int_dots(M, out):
    for i in range(M.shape[0]):
        out[i] = np.dot(M[i, :i], M[i, :i])


@alpyna.jit
def previous_row(A, x, out):
    # Row i - 1 is the last row for i = 0: its memory's alignment is the
    # last row's (SSE2's order depends on it).
    for i in range(A.shape[0]):
        out[i] = np.dot(x[:A.shape[1]], A[i - 1, :])


np.random.seed(5)
R = np.random.rand(30, 30)
A = R + R.T + 30 * np.eye(30)
C = A.copy()
cholesky(C)
print(repr(np.tril(C).sum()), repr(C[29, 29]), repr(C[17, 3]))
x = np.zeros(30)
forward(np.tril(C), np.arange(30.0), x)
print(repr(x.sum()), repr(x[29]))
D = A.copy()
lu(D)
print(repr(D.sum()), repr(D[29, 28]))
out = np.zeros(6, dtype=np.int64)
int_dots(np.arange(36).reshape(6, 6), out)
print(out)
# A Fortran-ordered matrix: its rows are strided, the interpreter computes them.
F = np.asfortranarray(A)
G = F.copy(order="F")
cholesky(G)
print(repr(np.tril(G).sum()))
P = np.sin(np.arange(5 * 37) * 0.3).reshape(5, 37).copy()
q = np.cos(np.arange(37) * 0.7)
pr = np.zeros(5)
previous_row(P, q, pr)
print([repr(v) for v in pr])
