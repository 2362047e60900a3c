# np.pad with every mode of NumPy 1.24 but a function (issue 15): wrap, reflect and symmetric
# (reflect_type even and odd, pads wider than the array, a singleton axis), edge, the
# statistics maximum, minimum, mean and median (stat_length, integer rounding), linear_ramp
# (end_values), constant and empty, on 1-d and 2-d arrays of ints and float32, and its errors.
import numpy as np
a = np.arange(1, 7)
b = np.arange(12).reshape(3, 4).astype(np.float32)
c = np.array([[3, -1, 4], [1, 5, -9]])
for mode in ('wrap', 'reflect', 'symmetric', 'edge', 'maximum', 'minimum', 'mean', 'median', 'linear_ramp', 'constant'):
    for w in (1, 2, 5, 13, (3, 0), (0, 7), ((2, 1), (4, 3))):
        for x in (a, b, c):
            if isinstance(w, tuple) and isinstance(w[0], tuple) and x.ndim == 1:
                continue
            print(mode, w, x.dtype, np.pad(x, w, mode=mode).tolist())
for rt in ('even', 'odd'):
    for mode in ('reflect', 'symmetric'):
        print(mode, rt, np.pad(a, (8, 11), mode=mode, reflect_type=rt).tolist(), np.pad(c, 4, mode=mode, reflect_type=rt).tolist())
print(np.pad(a, 3, 'maximum', stat_length=2).tolist(), np.pad(c, 2, 'mean', stat_length=((1, 2), (2, 1))).tolist())
print(np.pad(a, (2, 3), 'linear_ramp', end_values=(5, -4)).tolist(), np.pad(b, 3, 'linear_ramp', end_values=((1, 2), (10, 20))).tolist())
print(np.pad(c, 3, 'linear_ramp', end_values=100).tolist(), np.pad(np.array([7]), 3, 'reflect').tolist())
print(np.pad(a, 2, 'median', stat_length=3).tolist(), np.pad(np.array([1, 2]), 2, 'mean').tolist(), np.pad(np.array([1.0, 2.0]), (1, 2), 'median').dtype)
print(np.pad(np.array([[1, 2]]), 2, 'symmetric').tolist(), np.pad(b, 1, 'empty').shape)
for bad in (lambda: np.pad(a, 2, 'bogus'), lambda: np.pad(a, 2, 'wrap', stat_length=2), lambda: np.pad(a, -1, 'wrap'),
            lambda: np.pad(a, 2.5, 'wrap'), lambda: np.pad(np.zeros((0, 3)), 1, 'wrap'), lambda: np.pad(a, 2, 'maximum', stat_length=0)):
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
