# np.partition / np.argpartition (NumPy 1.24's introselect arrangement,
# ties and NaN included), np.swapaxes / a.swapaxes / np.moveaxis (views),
# np.fmin / np.fmax (NaN-ignoring), and their errors.
import numpy as np


def err(f):
    try:
        f()
    except Exception as e:
        # alpyna raises NumPy's AxisError as IndexError: print the message.
        print("error:", e)


rng = np.random.default_rng(5)
for n in [4, 10, 17, 40, 300]:
    a = rng.integers(0, 6, size=n)
    f = a.astype(np.float64)
    f[n // 3] = np.nan
    for kth in [0, 2, n // 2, n - 1, (1, n // 2), (0, n // 3, n - 2)]:
        print(n, kth, np.argpartition(a, kth).tolist())
        print(np.partition(f, kth).tolist())
        print(np.argpartition(f.astype(np.float32), kth).tolist())

m = np.array([[3, 1, 2, 9], [7, 7, 0, 1], [5, 4, 4, 4]])
print(np.partition(m, 1, axis=0))
print(np.argpartition(m, 2, axis=0))
print(np.partition(m, 2, axis=None))
print(np.argpartition(m, 2, axis=None))
m2 = m.copy()
print(m2.partition(1), m2)
print(m.T.argpartition((0, 2)))
print(np.partition([3.5, -1, 2], -1))
print(np.partition(np.array([True, False, True, False]), 1))
err(lambda: np.partition(m, 5))
err(lambda: np.partition(m, -6))
err(lambda: np.partition(m, 1.5))
err(lambda: np.argpartition(m, [1, 9]))
err(lambda: np.partition(m, 1, axis=2))
err(lambda: np.partition(m, [[1]]))
err(lambda: m.partition(1, kind="x"))

b = np.arange(24).reshape(2, 3, 4)
s = np.swapaxes(b, 0, 2)
print(s.shape, s[3, 1, 0])
s[0, 0, 0] = 100
print(b[0, 0, 0])
print(b.swapaxes(1, -1).shape, b.swapaxes(1, -1)[1, 2])
print(np.swapaxes([[1, 2, 3]], 0, 1))
print(np.moveaxis(b, 0, -1).shape, np.moveaxis(b, 0, -1)[2, 3])
print(np.moveaxis(b, -1, 0).shape)
print(np.moveaxis(b, [0, 1], [-1, -2]).shape)
print(np.moveaxis(b, [0, 2], [2, 0]).shape, np.moveaxis(b, (0, 2), (2, 0))[1, 2])
print(np.moveaxis(b, [1], [0]).shape)
err(lambda: np.swapaxes(b, 0, 5))
err(lambda: np.swapaxes(b, -4, 0))
err(lambda: b.swapaxes(0))
err(lambda: np.moveaxis(b, 0, 5))
err(lambda: np.moveaxis(b, [0, 1], [1]))
err(lambda: np.moveaxis(b, [0, 0], [1, 2]))
err(lambda: np.moveaxis(b, 0.5, 1))

x = np.array([1.0, np.nan, 3.0, np.nan, -2.0])
y = np.array([2.0, 0.5, np.nan, np.nan, -3.0])
print(np.fmin(x, y), np.fmax(x, y))
print(np.minimum(x, y), np.maximum(x, y))
print(np.fmin(x, 0), np.fmax(2, x))
print(np.fmin(np.array([1, 5, 3]), np.array([4, 2, 3])), np.fmax([1, 5], 3))
print(np.fmax(np.float32(1.5), np.nan), np.fmin(3, 4), np.fmax(np.array([1, 2], dtype=np.float32), np.array([np.nan, 1.0], dtype=np.float32)))
print(np.fmin([[1.0], [np.nan]], [np.nan, 2.0, 0.0]))
