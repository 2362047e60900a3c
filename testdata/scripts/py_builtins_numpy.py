# Python builtins abs, min, max, int, float, bool, round, len, sum on NumPy scalars and arrays.
import numpy as np

a = np.array([3.5, -2.25, 8.0], dtype=np.float32)
print(abs(a[1]), type(abs(a[1])).__name__)
print(min(a[0], a[1]), max(a[0], a[2]), type(max(a[0], a[2])).__name__)
print(min(a[0], 1.0), max(a[0], 10), type(min(a[0], 1.0)).__name__, type(max(a[0], 10)).__name__)
print(int(a[0]), int(a[1]), float(a[1]), type(float(a[1])).__name__)
print(bool(a[0]), bool(np.float64(0.0)), bool(np.int32(0)), bool(np.int64(-1)))
print(round(np.float64(2.567), 2), round(np.float64(2.5)), round(np.float32(3.5)))
print(len(a), sum(a), type(sum(a)).__name__)
i = np.arange(5, dtype=np.int32)
print(min(i[3], i[1]), max(i[3], 2), abs(np.int32(-7)), int(i[4]) * 10 ** 12)
print(float(np.int64(2) ** 62), int(np.float64(1e18)))
print(max(np.arange(4)), min(np.arange(4, dtype=np.float32)))
print(np.float32(0.1) == 0.1, np.float64(0.1) == 0.1, np.int64(3) == 3.0, np.float32(0.5) == 0.5)
