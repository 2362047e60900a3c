# sort and argsort: axes, NaN last, ties (argsort keeps the order of equal
# elements; NumPy 1.24's default introsort gives the same order for lines
# of at most 16 elements), dtypes, empty and flattened (axis=None).
import numpy as np


def show(label, r):
    print(label, repr(r), r.dtype, r.shape)


a = np.array([[3, 1, 2], [9, -7, 8]])
show("sort", np.sort(a))
show("sort axis0", np.sort(a, axis=0))
show("sort None", np.sort(a, axis=None))
show("sort f", np.sort(np.array([2.5, np.nan, -1.0, np.inf, -np.inf, 0.0])))
show("sort f32", np.sort(np.array([3, 1, 2], dtype=np.float32)))
show("sort bool", np.sort(np.array([True, False, True, False])))
show("sort u8", np.sort(np.array([200, 3, 255, 0], dtype=np.uint8)))
show("sort empty", np.sort(np.zeros(0)))
show("sort list", np.sort([5, 3, 4]))
show("sort kind", np.sort(a, kind="stable"))
show("argsort", np.argsort(a))
show("argsort axis0", np.argsort(a, axis=0))
show("argsort None", np.argsort(a, axis=None))
show("argsort ties", np.argsort(np.array([2, 1, 2, 1, 0, 2, 1])))
show("argsort ties f", np.argsort(np.array([0.5, 0.5, np.nan, -1.0, np.nan, 0.5])))
show("argsort stable", np.argsort(np.array([3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1]), kind="stable"))
show("argsort 3d", np.argsort(np.arange(24).reshape(2, 3, 4)[:, ::-1, :], axis=1))
show("argsort empty", np.argsort(np.zeros((2, 0))))
b = np.array([4, 2, 3])
np.sort(b)
show("sort copies", b)
try:
    np.sort(a, axis=2)
except IndexError as e:  # NumPy's AxisError is an IndexError
    print("IndexError", e)
try:
    np.sort(a, kind="bogus")
except ValueError as e:
    print("ValueError", e)
