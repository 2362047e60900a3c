# .tolist() gives nested Python lists of Python ints, floats and bools.
import numpy as np

a = np.arange(4)
l = a.tolist()
print(l, type(l).__name__, type(l[0]).__name__)
f = np.full(3, 0.1, dtype=np.float32).tolist()
print(f, type(f[0]).__name__)
d = np.array([0.1, 0.25, 1e16]).tolist()
print(d)
b = np.array([True, False]).tolist()
print(b, type(b[0]).__name__)
m = np.arange(6, dtype=np.int32).reshape(2, 3).tolist()
print(m, len(m), type(m[0]).__name__, type(m[0][0]).__name__)
t = np.zeros((2, 1, 2)).tolist()
print(t)
print(np.zeros(0).tolist())
print(sum(np.arange(10).tolist()))
