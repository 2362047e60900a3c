# np.logspace and np.geomspace (NumPy's steps; np.power's array loop can
# differ from NumPy's AVX-512 one in the last bit, so values are printed
# rounded) and np.unravel_index.
import numpy as np


def r(a):
    return np.round(a, 12).tolist()


print(np.logspace(0, 2, 3), np.logspace(0, 1, 5, endpoint=False), np.logspace(1, 3, 4, base=2.0))
print(repr(np.logspace(0, 2, 3, dtype=np.float32)), r(np.logspace(-3, 3, 13)))
print(np.geomspace(1, 1000, 4), np.geomspace(-1, -1000, 4), np.geomspace(2, 3, 5, endpoint=False))
print(r(np.geomspace(1, 256, 9)), r(np.geomspace(1, 10, 7)), np.geomspace(5, 5, 1), np.geomspace(1, 2, 0))
print(np.unravel_index(7, (3, 4)), np.unravel_index([0, 5, 11], (3, 4)), np.unravel_index(np.array([[1, 2]]), (2, 3)))
print(np.unravel_index(5, (3, 4), order="F"), np.unravel_index(np.int64(3), 6), np.unravel_index(23, (2, 3, 4)))
a = np.arange(12.0).reshape(3, 4) % 5
print(np.unravel_index(np.argmax(a), a.shape), a[np.unravel_index(np.argmin(a), a.shape)])
for f in [lambda: np.geomspace(0, 5), lambda: np.unravel_index(12, (3, 4)), lambda: np.unravel_index(-1, (3, 4)),
          lambda: np.unravel_index(1.5, (3, 4)), lambda: np.unravel_index(1, (3, 4), order="X")]:
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
