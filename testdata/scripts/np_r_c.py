# np.r_ and np.c_: arrays, sequences, scalars and slices (np.arange, or
# np.linspace for a complex step) joined along the first axis, or along the
# last with 1-d items as columns; NumPy's common dtype.
import numpy as np

a = np.array([1, 2, 3])
b = np.array([4.0, 5, 6])
print(repr(np.r_[a, b]), repr(np.r_[0:5, 10]), repr(np.r_[1, 2, a]), repr(np.r_[0:1:5j]))
print(repr(np.c_[a, b]), repr(np.c_[np.ones((2, 2)), [[7], [8]]]), repr(np.c_[a]))
print(repr(np.r_[np.ones((1, 2)), np.zeros((2, 2))]), repr(np.r_[3]), repr(np.r_[:3, [7, 8]]))
print(repr(np.r_[np.array([1, 2], dtype=np.int32), 5]), repr(np.r_[np.array([1, 2], dtype=np.int32), 2.5]))
print(repr(np.c_[1, 2]), repr(np.c_[0:3, a]), repr(np.c_[np.linspace(0, 1, 3), b ** 2]))
print(type(np.r_).__name__, type(np.c_).__name__)
