# .reshape returns a view of the same data: writes through either name are seen by both.
import numpy as np

a = np.zeros(6, dtype=np.int64)
m = a.reshape(2, 3)
m[1, 2] = 5
a[0] = 9
print(a)
print(m)
m.fill(1)
print(a)
c = a.copy().reshape(3, 2)
c[0, 0] = 100
print(a)
print(c)
