# One scalar name reused in sibling loops of one iteration, as
# load-eliminated kernels write it (PolyBench/Python's cholesky kernel_le):
# every read follows a write in the same iteration of its loops, so the
# scalar is private to the outer loop.
import numpy as np
import alpyna


@alpyna.jit
def cholesky_le(A, N):
    for i in range(0, N):
        for j in range(0, i):
            tmp = A[N * i + j]
            for k in range(0, j):
                tmp -= A[N * i + k] * A[N * j + k]
            A[N * i + j] = tmp / A[N * j + j]
        tmp = A[N * i + i]
        for k in range(0, i):
            tmp -= A[N * i + k] * A[N * i + k]
        A[N * i + i] = np.sqrt(tmp)


@alpyna.jit
def rows_then_sums(a, b, c, d):
    n, m = a.shape
    for i in range(n):
        for j in range(m):
            t = a[i, j] * 2.0
            b[i, j] = t
        t = c[i]
        for k in range(m):
            t += a[i, k]
        d[i] = t


@alpyna.jit
def last_of_row(a, out):
    # The j loop may not run: t is then the previous row's.
    t = -1.0
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            t = a[i, j]
        out[i] = t


N = 12
A = (np.eye(N) * N + np.ones((N, N)) + np.arange(N * N).reshape(N, N) % 3 * 0.1)
A = (A + A.T).reshape(-1)
cholesky_le(A, N)
print(repr(A.sum()), repr(A[N * N - 1]), repr(A[N * 5 + 3]))
a = np.arange(60.0).reshape(6, 10) / 7.0
b = np.zeros((6, 10))
d = np.zeros(6)
rows_then_sums(a, b, np.ones(6), d)
print(repr(b.sum()), d)
out = np.zeros(6)
last_of_row(a, out)
print(out)
last_of_row(np.zeros((4, 0)), out)
print(out)
