# np.round, np.around, np.rint and ndarray.round as NumPy 1.24 rounds: halves to even, decimals
# positive and negative, float32 kept as float32 (arrays and scalars), integers copied or rounded.
import numpy as np
a = np.array([0.5, 1.5, 2.5, -0.5, 1.2345678, 1234.5678, np.nan, np.inf])
print(np.round(a), np.round(a, 2), np.around(a, 3), np.round(a, -2))
print(a.round(1), a.round(decimals=4))
f = np.array([1.25, 2.675, 0.125], dtype=np.float32)
print(np.round(f, 2), np.round(f, 2).dtype)
i = np.array([1234, 1250, -1350, 7], dtype=np.int64)
print(np.round(i), np.round(i, 1), np.round(i, -2), np.round(i, -2).dtype)
i32 = np.array([15, 25], dtype=np.int32)
print(np.round(i32, -1), np.round(i32, -1).dtype)
print(np.round(2.5), type(np.round(2.5)), np.round(np.float64(2.675), 2), np.round(7), type(np.round(7)))
print(np.round(a, 12), np.rint(a))
print(np.round(np.float32(1.25), 1), type(np.round(np.float32(1.25), 1)))
