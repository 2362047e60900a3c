# PolyBench-style initialisation inside plain functions: one array from
# an expression of its indices, a second accumulated from the first.
import time
import numpy as np


def init(n):
    A = np.empty((n, n))
    for i in range(n):
        for j in range(n):
            A[i, j] = -float(j % n) / n + 1
    return A


def gram(A, n, m):
    B = np.zeros((n, n))
    for r in range(n):
        for s in range(n):
            for t in range(m):
                B[r, s] += A[r, t] * A[s, t]
    return B


start = time.process_time()
A = init(600)
B = gram(A, 80, 50)
elapsed = time.process_time() - start
print("checksum", A.sum(), B.sum())
print("seconds", elapsed)
