# ndarray.base: None for an array owning its memory, the owner for a view
# (NumPy collapses a chain of views to the array that owns the data).
import numpy as np

a = np.arange(10.0)
print(a.base is None)
b = a[2:]
print(b.base is a, b.base is b)
c = b[1::2]
print(c.base is a)
print(a.T.base is a, a.reshape(2, 5).base is a, a.ravel().base is None)
print(a.copy().base is None, (a + 1).base is None, np.zeros(3).base is None)
m = np.ones((3, 4))
print(m[:, 1].base is m, m.T.base is m, m[1].base is m, m[::-1, ::2].base is m)
print(m.flatten().base is None, m.T.copy().base is None)
v = m[1:]
w = v[:, 1:]
print(w.base is m, w.base is v)
print(b.base.shape, b.base[3])
