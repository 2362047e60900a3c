# np.roll of every axis, shift and layout (views, transposes, 0-sized) and dtype:
# the byte-moving fast path against NumPy.
import numpy as np
a = np.arange(24.0).reshape(2, 3, 4)
for ax in (0, 1, 2, -1):
    for sh in (0, 1, -1, 5, -7, 3):
        print(ax, sh, np.roll(a, sh, axis=ax).ravel().tolist())
print(np.roll(a, 2).tolist())
print(np.roll(a[:, ::2, 1:], 1, axis=1).tolist(), np.roll(a.T, -1, axis=0).ravel().tolist())
print(np.roll(np.array([1 + 2j, 3, 4j]), 1), np.roll(np.array([True, False, False]), -1), np.roll(np.arange(5, dtype=np.int8), 2))
print(np.roll(np.zeros((0, 3)), 1, axis=1).shape, np.roll(np.arange(4.0), (1, 2), axis=(0, 0)))
print(np.roll(np.arange(12).reshape(3, 4), (1, -1), axis=(0, 1)))
