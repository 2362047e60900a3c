# Arrays with more than 1000 elements print summarised with "..." (3 items each side).
import numpy as np

print(np.arange(1001))
print(np.arange(1000))
print(np.arange(2000, dtype=np.float64))
print(np.arange(5000, dtype=np.float32) / 7)
print(np.zeros((40, 40)))
print(np.arange(1200).reshape(30, 40))
print(np.ones((11, 10, 11), dtype=np.int32))
print(np.ones(1500, dtype=np.bool_))
print(repr(np.arange(1500)))
print(np.arange(1001).reshape(1001, 1))
