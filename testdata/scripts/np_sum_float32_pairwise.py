# float32 and float64 sums of many elements: NumPy adds pairwise in blocks, not left to right.
import numpy as np

for n in (7, 8, 9, 100, 127, 128, 129, 1000, 4096, 10000, 100000):
    a = np.full(n, 0.1, dtype=np.float32)
    b = np.full(n, 0.1)
    print(n, a.sum(), b.sum())

s = np.float32(0.0)
x = np.full(10000, 0.1, dtype=np.float32)
for v in x:
    s += v
print("left to right:", s, "pairwise:", x.sum())

r = np.arange(100000, dtype=np.float32)
print(r.sum())
r2 = np.arange(1000, dtype=np.float32).reshape(10, 100)
print(r2.sum())
t = np.ones(3000, dtype=np.float32)
for i in range(3000):
    t[i] = 1.0 / (i + 1)
print(t.sum())
print(np.float32(1.0) + np.float32(1e-8))
