# Whole-array arithmetic: + - * / between arrays and with scalars, 1-D and 2-D.
import numpy as np

a = np.arange(1, 6, dtype=np.float64)
b = np.full(5, 2.0)
print(a + b)
print(a - b)
print(a * b)
print(a / b)
print(a * 2.0)
print(2 * a)
print(a + 1)
print(1 - a)
print(10 / a)
i = np.arange(6)
print(i + i)
print(i * 3)
print(i / 4)
print(i - 10)
m = np.arange(6, dtype=np.float32).reshape(2, 3)
n = np.ones((2, 3), dtype=np.float32)
print(m + n)
print(m * m)
print(m / 2)
print((m + n).dtype, (m * 0.5).dtype, (i * 1.5).dtype)
c = a + b * 2.0 - 1.0
print(c, c.sum())
s = np.zeros(5)
for k in range(3):
    s = s + a
print(s)
