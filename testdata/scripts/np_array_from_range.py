# np.array and np.meshgrid of ranges, as NumPy takes any sequence (pmocz latticeboltzmann's grid).
import numpy as np
print(np.array(range(5)), np.array(range(10, 0, -3)), np.array(range(0)).dtype, np.asarray(range(3), dtype=float))
X, Y = np.meshgrid(range(3), range(2))
print(X, Y, X.dtype)
print(np.array([range(2), range(2)]))
