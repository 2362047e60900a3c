# Printing 3-D arrays of every dtype: blank lines between blocks, nested brackets.
import numpy as np

for dt in (np.float32, np.float64, np.int32, np.int64, np.bool_):
    print(np.arange(12).reshape(2, 3, 2).astype(dt))
print(np.arange(27, dtype=np.float64).reshape(3, 3, 3) / 4)
print(np.zeros((1, 1, 1)))
print(np.arange(8).reshape(2, 2, 2) - 4)
print(repr(np.arange(8, dtype=np.float32).reshape(2, 2, 2)))
