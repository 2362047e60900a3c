# np.ones with every dtype and several shapes; ones are printed per dtype.
import numpy as np

for dt in (np.float32, np.float64, np.int32, np.int64, np.bool_):
    a = np.ones(5, dtype=dt)
    print(a)
    print(repr(a))
    b = np.ones((3, 2), dtype=dt)
    print(b)
    print(b.sum(), b.dtype)

print(np.ones(2))
print(np.ones((2, 1, 3)))
print(np.ones((4,), dtype=np.int64).shape)
