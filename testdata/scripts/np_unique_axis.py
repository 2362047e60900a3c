# np.unique(..., axis=): the distinct slices along an axis, sorted lexicographically, with
# return_index, return_inverse and return_counts; NaN rows stay apart, as in NumPy 1.24.
import numpy as np

a = np.array([[1, 0, 0], [1, 0, 0], [2, 3, 4], [0, 9, 9], [1, 0, 0]])
print(np.unique(a, axis=0))
print(np.unique(a, axis=1))
vals, index, inverse, counts = np.unique(a, axis=0, return_index=True, return_inverse=True, return_counts=True)
print(vals, index, inverse, counts, (vals[inverse] == a).all())
print(np.unique(a, axis=-1, return_counts=True))
f = np.array([[np.nan, 1.0], [np.nan, 1.0], [0.0, 2.0], [-0.0, 2.0], [0.0, np.nan], [-1.5, 7.0]])
print(np.unique(f, axis=0, return_index=True, return_inverse=True, return_counts=True))
print(np.unique(np.array([np.nan, 1.0, np.nan, 1.0]), axis=0), np.unique(np.array([3, 1, 3]), axis=0, return_inverse=True))
c = np.arange(24).reshape(2, 3, 4) % 3
print(np.unique(c, axis=1, return_inverse=True))
print(np.unique(c, axis=2), np.unique(c, axis=0, return_counts=True))
print(np.unique(c.transpose(2, 0, 1), axis=1, return_index=True))
print(np.unique(np.array([[True, False], [True, False], [False, True]]), axis=0))
print(np.unique(np.array([[1 + 1j, 2], [1 + 1j, 2], [1 - 1j, 5]]), axis=0, return_counts=True))
print(np.unique(np.array([[-0.0, 1.0], [0.0, 1.0]]), axis=0), np.unique(np.array([[0.0, 1.0], [-0.0, 1.0]]), axis=0))
print(np.unique(np.array([[2**63, 1], [5, 1]], dtype=np.uint64), axis=0))
print(np.unique(np.array([[1.5, 2], [1.5, 2]], dtype=np.float16), axis=0), np.unique(np.array([[3, -1], [3, -2]], dtype=np.int8), axis=0))
print(np.unique([[1, 2], [1, 2]], axis=0), np.unique([[4.5, 1], [0.5, 1]], axis=1))
print(repr(np.unique(np.zeros((3, 0)), axis=0, return_counts=True)))
print(repr(np.unique(np.zeros((0, 3)), axis=0, return_counts=True)))
print(repr(np.unique(np.zeros((3, 0)), axis=1, return_counts=True)))
rng = np.random.default_rng(5)
r = rng.integers(0, 3, size=(200, 3))
u, i, inv, n = np.unique(r, axis=0, return_index=True, return_inverse=True, return_counts=True)
print(len(u), i.tolist(), n.tolist(), inv[:20].tolist())
for x, ax in [(a, 2), (a, -3), (np.array(5), 0)]:
    try:
        np.unique(x, axis=ax)
    except IndexError as err:
        print(err)
for x, ax in [(a, 1.5), (a, (0, 1))]:
    try:
        np.unique(x, axis=ax)
    except (TypeError, ValueError) as err:
        print(type(err).__name__, err)
