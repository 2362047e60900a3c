# Printing bool arrays (padding of True against False), 1-D to 3-D, and repr.
import numpy as np

print(np.array([True, False]))
print(np.array([True, True]))
print(np.array([False, False]))
print(np.array([[True, False, True], [False, True, False]]))
print(np.ones((2, 2, 2), dtype=np.bool_))
print(repr(np.array([False, True])))
print(repr(np.zeros((2, 2), dtype=np.bool_)))
print(np.bool_(True), np.bool_(False), repr(np.bool_(True)))
