# np.nanvar, np.nanstd and np.nanmedian (NumPy's steps, so the same sums),
# np.where with the condition alone, and np.flatnonzero.
import numpy as np

d = np.array([[1.0, 2.0, np.nan], [4.0, np.nan, 6.0], [7.0, 8.0, 9.0]])
print(np.nanvar(d), np.nanstd(d), np.nanmedian(d))
print(np.nanvar(d, axis=0), np.nanstd(d, axis=1, ddof=1), np.nanmedian(d, axis=0))
print(np.nanvar(d, axis=1, keepdims=True), np.nanmedian(d, axis=1, keepdims=True), np.nanstd(d, keepdims=True))
print(repr(np.nanstd(d[:, 0])), repr(np.nanmedian(d[0])), repr(np.nanvar(np.array([1, 2, np.nan], dtype=np.float32))))
print(np.nanvar([1, 2, 4]), np.nanstd([[1, 2], [3, 7]], axis=0), np.nanmedian([3, 1, 2]), np.nanmedian([[1, 2], [3, 5]], axis=0, keepdims=True))
x = np.random.default_rng(3).normal(size=(6, 5))
x[x > 1] = np.nan
print(np.nanvar(x), np.nanstd(x, axis=1), np.nanvar(x, axis=0, ddof=1), np.nanmedian(x, axis=1))
print(np.nanmedian(np.arange(24.0).reshape(2, 3, 4), axis=1))
print(np.where(np.array([[1, 0], [0, 1]])), np.where([0, 2, 3]), np.where(x > 0.5))
print(np.where(x > 0, x, -1).round(3))
print(np.flatnonzero([[0, 1], [2, 0]]), np.flatnonzero(np.arange(4) > 1), np.flatnonzero(x > 0.5))
try:
    np.where([1, 0], 1)
except ValueError as e:
    print(e)
