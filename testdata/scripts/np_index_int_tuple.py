# Integer and tuple indexing: a[i], a[i, j], chained a[i][j], 3-D, rows, and writes through rows.
import numpy as np

a = np.arange(12).reshape(3, 4)
print(a[0, 0], a[1, 2], a[2, 3])
print(a[1][2], a[2][3])
print(a[1])
print(type(a[1]).__name__, a[1].shape, a[1].dtype)
print(type(a[1, 2]).__name__)
idx = (2, 1)
print(a[idx])
a[1][2] = -6
print(a)
row = a[0]
row[0] = 100
print(a[0, 0])
c = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
print(c[1, 2, 3], c[1][2][3], c[1, 2][3], c[1][2, 3])
print(c[0])
print(c[1, 1])
c[0, 1, 1] = 0.5
c[1][0][0] = 0.25
print(c[0, 1], c[1, 0])
v = np.arange(5) * 10
i = 3
print(v[i], v[i - 1], v[i + 1])
print(v[np.int64(2)], v[np.int32(1)])
