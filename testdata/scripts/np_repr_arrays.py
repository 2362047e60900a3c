# repr() of arrays: array(...) with dtype= shown for all but float64, int64 and bool.
import numpy as np

print(repr(np.zeros(3)))
print(repr(np.zeros(3, dtype=np.float32)))
print(repr(np.arange(4)))
print(repr(np.arange(4, dtype=np.int32)))
print(repr(np.array([True, False])))
print(repr(np.arange(6).reshape(2, 3)))
print(repr(np.arange(6, dtype=np.float32).reshape(3, 2) / 4))
print(repr(np.arange(6, dtype=np.int32).reshape(2, 3)))
print(repr(np.array([0.1, -2.5, 1e5])))
print(repr(np.array([1e-5, 1.0], dtype=np.float32)))
print(repr(np.zeros(0)))
print(repr(np.zeros(0, dtype=np.int32)))
print(repr(np.zeros((2, 0))))
print(np.zeros(0), np.zeros((2, 0)))
print([np.arange(2), np.zeros(2, dtype=np.float32)])
print((np.ones(2, dtype=np.int32),))
