# Printing 1-D float32 arrays: float32 shortest digits (not float64's), mixed magnitudes, rounding.
import numpy as np

print(np.full(3, 0.1, dtype=np.float32))
print(np.array([1 / 3, 2 / 3], dtype=np.float32))
print(np.array([0.1, 0.2, 0.3], dtype=np.float32) * np.float32(3))
print(np.array([3.14159265358979, 2.718281828459045], dtype=np.float32))
print(np.array([16777216.0, 16777217.0, 0.5], dtype=np.float32))
print(np.array([1e-3, 1.0, 1e3], dtype=np.float32))
print(np.array([1e-5, 1.0], dtype=np.float32))
print(np.array([-0.1, 0.25, -1e2], dtype=np.float32))
print(np.array([123456.789, 0.001], dtype=np.float32))
print(np.array([0.0, -0.0], dtype=np.float32))
print(np.arange(5, dtype=np.float32) * np.float32(0.1))
print(np.arange(5, dtype=np.float32) * 0.1)
print(np.array([1.1, 2.2, 3.3], dtype=np.float32) + np.float32(1e-7))
f = np.zeros(4, dtype=np.float32)
for i in range(4):
    f[i] = 1.0 / (i + 3)
print(f, f[0], f[3])
