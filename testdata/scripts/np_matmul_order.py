# np.dot / @ / np.matmul of float64 matrices and vectors print NumPy's digits:
# OpenBLAS's dgemm, dgemv and dsyrk add the products in their own order (K
# blocks of 128 under the Prescott kernel the goldens pin, split
# accumulators on the edge tiles), which these products show in the last
# digits.
import numpy as np


def fill(rows, cols, seed):
    a = np.empty((rows, cols))
    for i in range(rows):
        for j in range(cols):
            a[i, j] = ((i * 37 + j * 101 + seed) % 997) / 97.0 - 5.0 + 1.0 / (1 + i + 3 * j)
    return a


A = fill(6, 4, 1)
x = fill(1, 4, 2)[0]
print(np.dot(A, x).tolist())
print((A @ x).tolist())
print((x[:4] @ fill(4, 5, 3)).tolist())
print(np.dot(A.T, fill(1, 6, 4)[0]).tolist())

R = fill(30, 30, 5)
S = R @ R.T
print(S[0, :6].tolist(), S[29, 24:].tolist())
print(float(S.sum()), bool((S == S.T).all()))

for m, k, n in [(7, 200, 5), (9, 300, 6), (5, 129, 3), (4, 385, 4)]:
    P = fill(m, k, m) @ fill(k, n, n)
    print(m, k, n, P[-1].tolist(), P[0].tolist())
    Q = np.matmul(fill(k, m, 1).T, fill(n, k, 2).T)
    print(Q[0].tolist(), Q[-1].tolist())
    print(np.dot(fill(m, k, 3), fill(1, k, 4)[0]).tolist())
    print(np.dot(fill(1, k, 5)[0], fill(k, n, 6)).tolist())

# Non-contiguous operands (NumPy copies them to C order first), a column
# matrix (matrix times column is dgemv), a vector times an F-ordered matrix.
B = fill(40, 260, 7)
C = fill(260, 9, 8)
print((B[::2] @ C)[-1].tolist(), (B[:, ::2] @ C[::2])[-1].tolist())
print((B @ fill(260, 1, 9))[-3:].ravel().tolist())
print(np.dot(fill(1, 40, 10)[0], fill(9, 40, 11).T).tolist())
print(np.dot(B[:7, :7], B[:7, 0]).tolist())
