# .astype between every pair of dtypes: truncation toward zero, rounding to float32, to bool and back.
import numpy as np

f = np.array([-2.7, -0.5, 0.0, 0.5, 1.5, 2.7])
print(f.astype(np.int32))
print(f.astype(np.int64))
print(f.astype(np.bool_))
print(f.astype(np.float32))
print(f.astype(np.float64))
i = np.array([-2, 0, 3, 16777217], dtype=np.int64)
print(i.astype(np.float32))
print(i.astype(np.float64))
print(i.astype(np.int32))
print(i.astype(np.bool_))
b = np.array([True, False, True])
print(b.astype(np.int32), b.astype(np.int64), b.astype(np.float32), b.astype(np.float64))
t = np.full(3, 0.1, dtype=np.float32)
print(t.astype(np.float64))
print(t.astype(np.float64)[0])
m = np.arange(6).reshape(2, 3)
n = m.astype(np.float32)
n[0, 0] = 99.5
print(m)
print(n, n.dtype, n.shape)
for dt in (np.float32, np.float64, np.int32, np.int64, np.bool_):
    print(dt, np.arange(3).astype(dt), np.arange(3).astype(dt).dtype)
