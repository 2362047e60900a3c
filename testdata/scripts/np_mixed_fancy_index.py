# Advanced indexing mixed with integers, slices, new axes and an ellipsis:
# where NumPy puts the index arrays' axes, reading and assigning.
import numpy as np

a = np.arange(24).reshape(4, 6)
print(a[:, [1, 3]])
print(a[[0, 2], 1:])
print(a[1:3, np.array([5, 0, 5])])
print(a[::-1, [-1, 0]])
print(a[[[0, 1], [2, 3]], 2:4].shape)
print(a[2, [0, 4]], a[[3, 1], -1])

b = np.arange(60).reshape(3, 4, 5)
idx = np.array([0, 2])
# Adjacent advanced entries keep their place; separated ones go first.
print(b[:, idx, 1].shape, b[:, idx, 1])
print(b[idx, :, 2].shape, b[idx, :, 2])
print(b[1, None, idx].shape, b[1, idx, None].shape)
print(b[idx, ..., [1, 3]].shape, b[:, [[0], [3]], [1, 2]].shape)
print(b[..., [4, 0]].shape, b[..., [4, 0]][2])
print(b[[0, 1], 1:3, [2, 2]])

mask = np.array([True, False, True, True])
print(a[mask, 1:])
print(a[mask, 2])
print(a[1:, [True, False, False, True, True, False]])
m2 = b[:, :, 0] % 3 == 0
print(m2.sum(), b[m2, 1:3])

# Assignment.
c = np.zeros((4, 5), dtype=np.int64)
c[1:, [0, 2]] = 7
c[[0, 3], 3:] = np.array([1, 2])
c[:, [4]] = np.arange(4).reshape(4, 1) * 10
c[mask, 1] = -1
print(c)
d = np.zeros((2, 3, 4))
d[:, [0, 2], 1] = [[1.5, 2.5], [3.5, 4.5]]
d[[1, 0], :, 3] = np.arange(6).reshape(2, 3)
print(d)
e = np.arange(10.0).reshape(2, 5)
e[:, [1, 1, 3]] = np.array([[10, 20, 30], [40, 50, 60]])
print(e)
f = np.arange(12).reshape(3, 4)
f[:, [0, 3]] = f[:, [3, 0]]
print(f)
g = np.arange(12).reshape(3, 4)
g.T[[1, 2], 1:] = 0
print(g)

for label, thunk in [
    ("out of bounds", lambda: a[:, [0, 6]]),
    ("int out of bounds", lambda: b[[0, 1], 7]),
    ("broadcast", lambda: b[[0, 1], :, [0, 1, 2]]),
    ("mask shape", lambda: a[np.array([True, False]), 1:]),
    ("mask broadcast", lambda: b[m2, [1, 0]]),
    ("too many", lambda: a[:, [0], 1]),
    ("float index", lambda: a[:, [0.5, 1.0]]),
]:
    try:
        thunk()
    except IndexError as err:
        print(label, "IndexError:", err)

try:
    c[:, [0, 1]] = np.ones(3)
except ValueError as err:
    print("ValueError:", err)
