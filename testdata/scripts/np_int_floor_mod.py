# NumPy integer scalars: // and % floor like Python, true division gives float64, ** on ints.
import numpy as np

for t in (np.int32, np.int64):
    a, b = t(7), t(-2)
    print(a // b, a % b, -a // 2, (-a) % 2, a // 2, b % 3, a / b, type(a / b).__name__)
    print(a ** 2, type(a ** 2).__name__, t(2) ** t(10), b ** 3)
a = np.arange(-5, 6)
r = np.zeros(11, dtype=np.int64)
m = np.zeros(11, dtype=np.int64)
for i in range(11):
    r[i] = a[i] // 3
    m[i] = a[i] % 3
print(r)
print(m)
for i in range(11):
    r[i] = a[i] // -3
    m[i] = a[i] % -3
print(r)
print(m)
f = np.float32(7.5)
print(f // 2, f % 2, -f // 2, -f % 2, f % -2, type(f // 2).__name__)
g = np.float64(-7.5)
print(g // 2, g % 2, g // -2, g % -2)
print(np.int64(7) // 2.0, np.int64(-7) % 2.5)
print(np.int32(17) // np.int32(5), np.int32(-17) // np.int32(5), np.int32(-17) % np.int32(5))
