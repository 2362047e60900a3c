# np.full with and without dtype=: the fill value's type picks the default dtype.
import numpy as np

print(np.full(3, 7))
print(np.full(3, 7).dtype)
print(np.full(3, 2.5))
print(np.full(3, 2.5).dtype)
print(np.full(3, True))
print(np.full(3, True).dtype)
print(np.full((2, 3), -1.25))
print(np.full((2, 2), 9, dtype=np.float32))
print(np.full(4, 2.9, dtype=np.int32))
print(np.full(4, -2.9, dtype=np.int64))
print(np.full(3, 0.1, dtype=np.float32))
print(np.full(3, 0.1, dtype=np.float64))
print(np.full(3, 5, dtype=np.bool_))
print(np.full(3, 0, dtype=np.bool_))
print(np.full((2, 2), np.float32(1.5)))
print(np.full((2, 2), np.float32(1.5)).dtype)
for dt in (np.float32, np.float64, np.int32, np.int64, np.bool_):
    a = np.full((2, 2), 3, dtype=dt)
    print(a.dtype, a.tolist())
