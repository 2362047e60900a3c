# np.zeros with every dtype, with an int and a tuple shape, 1-D to 3-D.
import numpy as np

for dt in (np.float32, np.float64, np.int32, np.int64, np.bool_):
    a = np.zeros(4, dtype=dt)
    print(a, a.dtype, a.shape)
    b = np.zeros((2, 3), dtype=dt)
    print(b)
    print(b.dtype, b.shape, b.size, b.ndim)

c = np.zeros(3)
print(c, c.dtype)
d = np.zeros((2, 2, 2), dtype=np.int32)
print(d)
print(np.zeros((3,)))
print(np.zeros((1, 5)))
