# np.dot of vectors whose step the BLAS cannot take (reversed views, a
# broadcast vector): NumPy copies them into contiguous memory first, and
# the sums are OpenBLAS's of the copies.
import numpy as np

n = 37
r = np.array([1.0 / (i + 3) for i in range(n)])
y = np.array([(-1.0) ** i / (2 * i + 1) for i in range(n)])
for k in (2, 5, 8, 16, 17, 33, 37):
    print(k, repr(np.dot(r[k - 1::-1], y[0:k])), repr(np.dot(y[0:k], r[k - 1::-1])),
          repr(np.dot(r[::-1][:k], y[::-2][:k] if k <= 19 else y[:k])))
b = np.broadcast_to(np.array([0.1]), (n,))
print(repr(np.dot(b, y)), repr(np.dot(y, b)), repr(r[::-1] @ y))
