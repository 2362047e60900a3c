# len() and iteration: a 1-D array yields NumPy scalars, a 2-D array yields its rows.
import numpy as np

a = np.array([1.5, 2.5, 3.5])
print(len(a))
for x in a:
    print(x, type(x).__name__)
m = np.arange(6, dtype=np.int32).reshape(3, 2)
print(len(m))
for row in m:
    print(row, row.shape, row.dtype)
    for v in row:
        print(" ", v, type(v).__name__)
t = np.zeros((2, 3, 4))
print(len(t), len(t[0]), len(t[0][0]))
for plane in t:
    print(plane.shape)
total = 0
for k, v in enumerate(np.arange(5)):
    total += k * v
print(total)
print(list(np.arange(3)))
print([float(x) for x in np.full(2, 0.5, dtype=np.float32)])
for b in np.array([True, False]):
    if b:
        print("true element")
    else:
        print("false element")
print(sum(np.arange(4)))
