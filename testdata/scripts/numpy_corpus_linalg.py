# Matrix algebra: @, dot, outer, eye, triangles and a power iteration,
# with a jit matrix-vector product inside the loop.
import numpy as np

import alpyna


@alpyna.jit
def matvec(a, x, y, n):
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += a[i, j] * x[j]
        y[i] = s


n = 6
a = np.fromfunction(lambda i, j: 1.0 / (i + j + 1.0), (n, n))
sym = a + a.T
print(np.allclose(sym, sym.T), np.trace(sym), np.diag(sym)[:3])
lower = np.tril(sym)
upper = np.triu(sym, 1)
print(np.array_equal(lower + upper, sym))
x = np.ones(n) / np.sqrt(n)
y = np.zeros(n)
for it in range(40):
    matvec(sym, x, y, n)
    lam = x @ y
    x = y / np.linalg.norm(y)
print(round(float(lam), 10), np.allclose(sym @ x, lam * x, atol=1e-8))
p = np.outer(np.arange(3), np.arange(1, 4))
print(p, p @ np.eye(3) @ np.ones(3), np.dot(p, p).sum())
print(np.matmul(np.ones((2, 3, 4)), np.ones((4, 2))).shape, (np.eye(2) @ np.array([[1.0, 2.0], [3.0, 4.0]]))[1])
