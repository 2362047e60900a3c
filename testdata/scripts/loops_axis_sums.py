# Row statements summing a matrix section along its last axis, as
# NumPy-style ports of PolyBench write syrk and syr2k: each row of the
# product is summed in NumPy's order into one element of the target.
import numpy as np
import alpyna


@alpyna.jit
def syrk_rows(alpha, beta, C, A):
    N, M = A.shape
    for i in range(0, N):
        C[i, 0:i + 1] *= beta
        C[i, 0:i + 1] += alpha * (A[i, 0:M] * A[0:i + 1, 0:M]).sum(axis=1)


@alpyna.jit
def syr2k_rows(alpha, beta, C, A, B):
    N, M = A.shape
    for i in range(N):
        C[i, :i + 1] *= beta
        C[i, :i + 1] += np.sum(A[:i + 1, :] * alpha * B[i, :], axis=1) + (B[:i + 1, :] * alpha * A[i, :]).sum(axis=-1)


@alpyna.jit
def shifted(out, A, d):
    n = A.shape[0]
    for i in range(1, n):
        out[i, 1:n] = d[0:n - 1] + (A[0:n - 1, :] * A[i, :]).sum(axis=1)


@alpyna.jit
def reads_target(C, A):
    n = A.shape[0]
    for i in range(n):
        C[i, 0:n] = (A[0:n, :] * C[i, 0:n]).sum(axis=1)


@alpyna.jit
def transposed(C, A):
    # A section's .T sums its columns: left to NumPy.
    n = A.shape[0]
    for i in range(n):
        C[i, 0:n] = (A[0:n, i] * A[0:n, 0:n].T).sum(axis=1)


np.random.seed(3)
A = np.random.rand(40, 30)
B = np.random.rand(40, 30)
C = np.random.rand(40, 40)
C1 = C.copy()
syrk_rows(1.5, 1.2, C1, A)
print(repr(C1.sum()), repr(C1[39, 20]), repr(C1[7, 7]))
C2 = C.copy()
syr2k_rows(1.5, 1.2, C2, A, B)
print(repr(C2.sum()), repr(C2[39, 20]), repr(C2[7, 3]))
out = np.zeros((40, 40))
shifted(out, C, np.arange(40.0))
print(repr(out.sum()), repr(out[5, 9]))
# Rows longer than a block of NumPy's pairwise sum: the interpreter.
W = np.random.rand(12, 300)
C3 = np.random.rand(12, 12)
syrk_rows(0.5, 2.0, C3, W)
print(repr(C3.sum()), repr(C3[11, 4]))
C4 = np.random.rand(20, 20)
reads_target(C4, np.random.rand(20, 20))
print(repr(C4.sum()))
C5 = np.zeros((20, 20))
A5 = np.random.rand(20, 20)
transposed(C5, A5)
# (Rounded: NumPy lays the product out in its inputs' order and sums the
# transposed rows in another order than the interpreter, in the last bit.)
print("%.12e %.12e" % (C5.sum(), C5[3, 7]))
