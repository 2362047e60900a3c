# Printing int32 and int64 arrays: right-aligned columns, negatives, large values, repr.
import numpy as np

print(np.array([1, 22, 333, -4444]))
print(np.array([1, 22, 333, -4444], dtype=np.int32))
print(np.arange(-5, 6).reshape(1, 11))
m = np.zeros((3, 3), dtype=np.int64)
m[0, 0] = 123456789012
m[1, 1] = -7
m[2, 2] = 42
print(m)
print(np.array([2147483647, -2147483648], dtype=np.int32))
print(np.array([9223372036854775807, -9223372036854775807]))
print(repr(np.array([[1, -1], [10, -10]], dtype=np.int32)))
print(np.array([[0, 0], [0, 0]], dtype=np.int32))
print(np.array([7]))
