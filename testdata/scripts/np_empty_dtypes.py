# np.empty and np.empty_like: only shape and dtype are defined until the array is filled.
import numpy as np

for dt in (np.float32, np.float64, np.int32, np.int64, np.bool_):
    a = np.empty((2, 3), dtype=dt)
    print(a.shape, a.dtype, a.size, a.ndim)
    a.fill(1)
    print(a)

b = np.empty(4)
print(b.dtype, b.shape)
b.fill(0.5)
print(b)
c = np.empty_like(b)
print(c.dtype, c.shape)
c.fill(-3)
print(c)
d = np.empty_like(b, dtype=np.int32)
d.fill(8)
print(d, d.dtype)
