# np.indices, dense and sparse (the smoke solver's advect: I, J = np.indices((N, N))).
import numpy as np
I, J = np.indices((3, 4))
print(I, J, I.dtype, np.indices((2, 3)).shape)
print(np.indices((2, 2, 2)).sum(axis=(1, 2, 3)))
print(np.indices((3,), dtype=float))
x, y = np.indices((2, 3), sparse=True)
print(x, y, x.shape, y.shape)
print(np.indices(()).shape, np.indices((0, 2)).shape)
