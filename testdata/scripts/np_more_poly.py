# np.polyval and np.inner: results and dtypes.
import numpy as np


def show(label, r):
    print(label, repr(r), type(r).__name__, getattr(r, "dtype", None))


show("polyval", np.polyval([3, 0, 1], 5))
show("polyval f", np.polyval([1.5, -2.0, 0.25], 2))
show("polyval array", np.polyval(np.array([1, -3, 2]), np.arange(5)))
show("polyval float x", np.polyval([1, 2, 3], np.array([0.5, -1.25])))
show("polyval f32", np.polyval(np.array([1, 2], dtype=np.float32), np.array([0.1, 0.2], dtype=np.float32)))
show("polyval 2d", np.polyval([2, 1], np.arange(6).reshape(2, 3)))
show("polyval empty p", np.polyval([], np.arange(3)))
show("inner", np.inner(np.array([1, 2, 3]), np.array([4, 5, 6])))
show("inner f", np.inner(np.array([0.5, 1.5]), np.array([2.0, -4.0])))
a = np.arange(6).reshape(2, 3)
show("inner 2d", np.inner(a, a))
show("inner 2d 1d", np.inner(a, np.array([1, 0, -1])))
show("inner scalar", np.inner(a, 2))
try:
    np.inner(np.arange(3), np.arange(4))
except ValueError as e:
    print("ValueError", e)
