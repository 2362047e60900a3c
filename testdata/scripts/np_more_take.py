# broadcast_to take diagonal fill_diagonal select: results, dtypes, errors.
import numpy as np


def show(label, r):
    print(label, repr(r), type(r).__name__, getattr(r, "dtype", None), r.shape if isinstance(r, np.ndarray) else None)


a = np.arange(12).reshape(3, 4)
show("broadcast_to", np.broadcast_to(np.arange(3), (2, 3)))
show("broadcast_to col", np.broadcast_to(np.array([[1.5], [2.5]]), (2, 4)))
show("broadcast_to scalar", np.broadcast_to(5, (2,)))
show("broadcast_to same", np.broadcast_to(a, (3, 4)))
try:
    np.broadcast_to(np.arange(3), (2, 4))
except ValueError as e:
    print("ValueError", e)
show("take", np.take(a, [0, 5, -1]))
show("take scalar", np.take(a, 7))
show("take axis", np.take(a, [2, 0], axis=0))
show("take axis1 2d", np.take(a, [[0, 3], [1, 1]], axis=1))
show("take f", np.take(np.array([0.5, 1.5, 2.5]), np.array([2, 2])))
try:
    np.take(np.arange(3), 5)
except IndexError as e:
    print("IndexError", e)
show("diagonal", np.diagonal(a))
show("diagonal k", np.diagonal(a, 1))
show("diagonal -k", np.diagonal(a, offset=-1))
show("diagonal far", np.diagonal(a, 7))
m = np.zeros((3, 3))
np.fill_diagonal(m, 5)
show("fill_diagonal", m)
m = np.zeros((3, 5), dtype=np.int64)
np.fill_diagonal(m, [1, 2])
show("fill_diagonal list", m)
m = np.zeros((5, 2))
np.fill_diagonal(m, 7.5)
show("fill_diagonal tall", m)
m = np.zeros((5, 2))
np.fill_diagonal(m, 7.5, wrap=True)
show("fill_diagonal wrap", m)
c = np.zeros((2, 2, 2), dtype=np.int64)
np.fill_diagonal(c, 4)
show("fill_diagonal 3d", c)
x = np.arange(6)
show("select", np.select([x < 2, x > 3], [x, x ** 2]))
show("select default", np.select([x < 2, x > 3], [x, x * 1.5], default=-1))
show("select overlap", np.select([x < 4, x < 2], [np.full(6, 10), np.full(6, 20)]))
try:
    np.select([x < 2], [x, x])
except ValueError as e:
    print("ValueError", e)
