# Port of npbench npbench/benchmarks/polybench/gramschmidt (BSD-3-Clause, spcl/npbench)
# QR decomposition by modified Gram-Schmidt, on a random matrix of full rank
# (initialize checks the rank with np.linalg.matrix_rank).
import numpy as np


def initialize(M, N, datatype=np.float64):
    from numpy.random import default_rng
    rng = default_rng(42)

    A = rng.random((M, N), dtype=datatype)
    while np.linalg.matrix_rank(A) < N:
        A = rng.random((M, N), dtype=datatype)

    return A


def kernel(A):
    Q = np.zeros_like(A)
    R = np.zeros((A.shape[1], A.shape[1]), dtype=A.dtype)

    for k in range(A.shape[1]):
        nrm = np.dot(A[:, k], A[:, k])
        R[k, k] = np.sqrt(nrm)
        Q[:, k] = A[:, k] / R[k, k]
        for j in range(k + 1, A.shape[1]):
            R[k, j] = np.dot(Q[:, k], A[:, j])
            A[:, j] -= Q[:, k] * R[k, j]

    return Q, R


A = initialize(8, 6)
A0 = A.copy()
Q, R = kernel(A)
print(np.round(R, 8))
print(np.round(Q[:3], 8))
print(np.allclose(Q.T @ Q, np.eye(6)))
print(np.allclose(Q @ R, A0))
