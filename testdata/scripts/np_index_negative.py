# Negative indices count from the end on every axis, in reads and writes.
import numpy as np

a = np.arange(10)
print(a[-1], a[-10], a[-3])
m = np.arange(20).reshape(4, 5)
print(m[-1, -1], m[-4, 0], m[0, -5], m[-2][-3])
print(m[-1])
m[-1, -1] = 0
m[-4][-1] = -1
print(m)
t = np.arange(8, dtype=np.float64).reshape(2, 2, 2)
print(t[-1, -1, -1], t[-2, 1, -2])
n = len(a)
s = 0
for k in range(1, n + 1):
    s += a[-k] * k
print(s)
