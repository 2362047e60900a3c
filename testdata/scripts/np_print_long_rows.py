# Rows longer than 75 characters wrap onto continuation lines, 1-D and 2-D, and in repr.
import numpy as np

print(np.arange(30))
print(np.arange(30, dtype=np.float64))
print(np.arange(40, dtype=np.float32) / 3)
print(np.arange(60).reshape(3, 20))
print(np.arange(36, dtype=np.float64).reshape(2, 18) * 1.5)
print(repr(np.arange(30)))
print(repr(np.arange(25, dtype=np.float32) / 9))
print(np.array([True, False] * 15))
print(np.arange(100, 130).reshape(1, 2, 15))
