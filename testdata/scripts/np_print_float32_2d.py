# Printing 2-D float32 arrays: float32 shortest digits, column alignment, negatives.
import numpy as np

a = np.arange(12, dtype=np.float32).reshape(3, 4)
print(a)
b = np.full((2, 3), 0.1, dtype=np.float32)
print(b)
c = np.zeros((3, 3), dtype=np.float32)
for i in range(3):
    for j in range(3):
        c[i, j] = (i - j) / 3.0
print(c)
d = np.zeros((2, 2), dtype=np.float32)
d[0, 0] = 1e-3
d[0, 1] = 250.5
d[1, 0] = -7.125
d[1, 1] = 3.0
print(d)
e = np.ones((1, 4), dtype=np.float32) * np.float32(1.1)
print(e)
f = np.zeros((4, 1), dtype=np.float32)
f[2, 0] = -0.5
print(f)
print(repr(a))
