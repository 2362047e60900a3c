# Flattened row-major subscripts (c[N * i + j], PolyBench/Python's ListFlattened
# strategy) in matrix products: the CPU tiles them as the 2-D spellings.
import numpy as np
import alpyna

@alpyna.jit
def syrk(N, M, alpha, beta, C, A):
    for i in range(N):
        for j in range(i + 1):
            C[N * i + j] *= beta
        for k in range(M):
            for j in range(i + 1):
                C[N * i + j] += alpha * A[M * i + k] * A[M * j + k]

@alpyna.jit
def gemm_t(NI, NJ, NK, alpha, beta, C, A, B):
    for i in range(NI):
        for j in range(NJ):
            C[j + i * NJ] *= beta
        for k in range(NK):
            for j in range(NJ):
                C[j + i * NJ] += alpha * A[i * NK + k] * B[k * NJ + j]

@alpyna.jit
def not_owned(n, C, A):
    # j runs one past the row: C[n * i + n] is also C[n * (i + 1) + 0]
    for i in range(n):
        for j in range(n + 1):
            C[n * i + j] *= 0.5
        for k in range(n):
            for j in range(n + 1):
                C[n * i + j] += A[n * i + k] * A[n * k + j % n]

N, M = 37, 29
C = np.arange(N * N, dtype=np.float64) / 7.0
A = np.arange(N * M, dtype=np.float64) / 11.0
syrk(N, M, 1.5, 1.2, C, A)
print(repr(C.sum()), repr(C[N * 5 + 3]))
C2 = np.arange(N * N, dtype=np.float64) / 3.0
A2 = np.arange(N * M, dtype=np.float64) / 5.0
B2 = np.arange(M * N, dtype=np.float64) / 9.0
gemm_t(N, N, M, 0.5, 1.1, C2, A2, B2)
print(repr(C2.sum()), repr(C2[N * 7 + 30]))
C3 = np.arange(N * N + 1, dtype=np.float64) / 13.0
A3 = np.arange(N * N, dtype=np.float64) / 17.0
not_owned(N - 1, C3, A3)
print(repr(C3.sum()), repr(C3[40]))
