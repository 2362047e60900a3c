# .shape .dtype .size .ndim of 1-D, 2-D and 3-D arrays; dtype printing, repr and comparison.
import numpy as np

arrays = [
    np.zeros(7),
    np.ones((3, 4), dtype=np.int32),
    np.arange(24, dtype=np.float32).reshape(2, 3, 4),
    np.full((1, 1), True),
    np.zeros(0, dtype=np.int64),
]
for a in arrays:
    print(a.shape, a.dtype, a.size, a.ndim, len(a.shape))
    print(repr(a.dtype), str(a.dtype))

a = np.ones((2, 5), dtype=np.float32)
print(a.dtype == np.float32, a.dtype == np.float64)
print(a.shape[0], a.shape[1], a.shape == (2, 5))
rows, cols = a.shape
print(rows * cols == a.size)
print(type(a.shape).__name__, type(a.size).__name__, type(a.ndim).__name__)
print(np.float64, np.int32)
