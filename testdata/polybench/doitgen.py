# PolyBench/C 4.2 linear-algebra/kernels/doitgen: multiresolution analysis kernel (MADNESS).
import sys
import numpy as np
import alpyna

SIZES = {"MINI": (8, 10, 12), "SMALL": (20, 25, 30), "MEDIUM": (40, 50, 60)}


def init_array(nr, nq, np_, A, C4):
    for i in range(nr):
        for j in range(nq):
            for k in range(np_):
                A[i, j, k] = ((i * j + k) % np_) / np_
    for i in range(np_):
        for j in range(np_):
            C4[i, j] = (i * j % np_) / np_


@alpyna.jit
def kernel_doitgen(nr, nq, np_, A, C4, sum_):
    for r in range(nr):
        for q in range(nq):
            for p in range(np_):
                sum_[p] = 0.0
                for s in range(np_):
                    sum_[p] += A[r, q, s] * C4[s, p]
            for p in range(np_):
                A[r, q, p] = sum_[p]


def checksum(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            for k in range(X.shape[2]):
                s += X[i, j, k]
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
nq, nr, np_ = SIZES[size]
A = np.zeros((nr, nq, np_))
C4 = np.zeros((np_, np_))
sum_ = np.zeros(np_)
init_array(nr, nq, np_, A, C4)
kernel_doitgen(nr, nq, np_, A, C4, sum_)
print("doitgen A", "%.10e" % checksum(A), "%.10e" % A[nr - 1, nq - 1, np_ - 1])
