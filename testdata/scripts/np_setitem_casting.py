# Element assignment casts the value to the array's dtype, as NumPy does.
import numpy as np

i = np.zeros(5, dtype=np.int32)
i[0] = 2.9
i[1] = -2.9
i[2] = True
i[3] = np.float64(7.5)
i[4] = np.int64(-12)
print(i)
j = np.zeros(3, dtype=np.int64)
j[0] = 1e15
j[1] = np.float32(3.5)
j[2] = 2 ** 40
print(j)
f = np.zeros(4, dtype=np.float32)
f[0] = 0.1
f[1] = 1 / 3
f[2] = 16777217
f[3] = np.float64(1e-50)
print(f)
print(f[0], f[1], f[2], f[3])
d = np.zeros(3)
d[0] = np.float32(0.1)
d[1] = 7
d[2] = False
print(d)
b = np.zeros(4, dtype=np.bool_)
b[0] = 3
b[1] = 0.0
b[2] = -0.5
b[3] = np.int32(0)
print(b)
m = np.zeros((2, 2), dtype=np.int32)
m[0, 1] = 9.99
m[1][0] = -9.99
print(m)
