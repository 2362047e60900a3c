# diff count_nonzero nonzero argwhere unique isclose searchsorted digitize
# roll repeat tile: results and dtypes for int/float/bool inputs, 0-d,
# 1-d, 2-d, empty arrays and NaN.
import numpy as np


def show(label, r):
    if isinstance(r, tuple):
        print(label, "tuple", len(r))
        for x in r:
            show("  ", x)
        return
    print(label, repr(r), type(r).__name__, getattr(r, "dtype", None), r.shape if isinstance(r, np.ndarray) else None)


a = np.array([[1, 4, 9, 16], [2, 3, 5, 7]])
f = np.array([0.5, 2.0, np.nan, 1.5, 1.5])
b = np.array([True, True, False, True])
show("diff", np.diff(a))
show("diff axis0", np.diff(a, axis=0))
show("diff n2", np.diff(a, n=2))
show("diff n0", np.diff(a, n=0))
show("diff f", np.diff(f))
show("diff bool", np.diff(b))
show("diff list", np.diff([1, 3, 6]))
show("diff empty", np.diff(np.zeros(0)))
show("diff u8", np.diff(np.array([5, 3, 9], dtype=np.uint8)))
for bad in [lambda: np.diff(np.array(3)), lambda: np.diff(a, n=-1)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
show("count_nonzero", np.count_nonzero(a % 2))
show("count_nonzero axis", np.count_nonzero(a % 2, axis=1))
show("count_nonzero keep", np.count_nonzero(a % 2, axis=0, keepdims=True))
show("count_nonzero f", np.count_nonzero(f))
show("count_nonzero bool", np.count_nonzero(b))
show("nonzero", np.nonzero(a % 2))
show("nonzero 1d", np.nonzero(f))
show("nonzero empty", np.nonzero(np.zeros(0)))
show("argwhere", np.argwhere(a > 4))
show("argwhere 1d", np.argwhere(b))
show("argwhere none", np.argwhere(np.zeros((2, 2))))
show("unique", np.unique(np.array([3, 1, 2, 3, 1, 5])))
show("unique 2d", np.unique(a % 3))
show("unique f", np.unique(np.array([2.0, np.nan, 1.0, np.nan, 2.0])))
show("unique counts", np.unique(np.array([4, 4, 1, 9, 1, 4]), return_counts=True))
show("unique all", np.unique(np.array([4, 4, 1, 9, 1, 4]), return_index=True, return_inverse=True, return_counts=True))
show("unique bool", np.unique(b))
show("unique empty", np.unique(np.zeros(0, dtype=np.int64)))
show("unique list", np.unique([3.5, 1, 3.5]))
show("isclose", np.isclose(np.array([1.0, 1.0 + 1e-9, np.nan, np.inf, 2.0]), np.array([1.0, 1.0, np.nan, np.inf, 2.1])))
show("isclose nan", np.isclose(np.array([np.nan, 1.0]), np.nan, equal_nan=True))
show("isclose scalars", np.isclose(1.0, 1.0 + 1e-7))
show("isclose int", np.isclose(np.array([1, 2, 3]), 2))
show("isclose tol", np.isclose(np.array([1.0, 1.1]), 1.0, rtol=0, atol=0.2))
s = np.array([1, 3, 3, 5, 8])
show("searchsorted", np.searchsorted(s, 3))
show("searchsorted right", np.searchsorted(s, 3, side="right"))
show("searchsorted many", np.searchsorted(s, np.array([0, 3, 4, 9])))
show("searchsorted f", np.searchsorted(np.array([1.0, 2.0, np.nan]), np.array([1.5, np.nan, 5.0])))
show("searchsorted mixed", np.searchsorted(s, [2.5, 3.0]))
try:
    np.searchsorted(s, 3, side="middle")
except ValueError as e:
    print("ValueError", e)
bins = np.array([0.0, 1.0, 2.5, 4.0])
x = np.array([-1.0, 0.0, 0.5, 1.0, 3.0, 4.0, 10.0])
show("digitize", np.digitize(x, bins))
show("digitize right", np.digitize(x, bins, right=True))
show("digitize dec", np.digitize(x, bins[::-1]))
show("digitize dec right", np.digitize(x, bins[::-1], right=True))
show("digitize scalar", np.digitize(1.7, bins))
show("digitize int", np.digitize(np.array([1, 5, 7]), np.array([0, 5, 10])))
try:
    np.digitize(x, np.array([1.0, 0.0, 2.0]))
except ValueError as e:
    print("ValueError", e)
v = np.arange(10)
show("roll", np.roll(v, 2))
show("roll neg", np.roll(v, -3))
show("roll 2d", np.roll(a, 1))
show("roll axis", np.roll(a, 1, axis=1))
show("roll axis0", np.roll(a, -1, axis=0))
show("roll axes", np.roll(a, (1, 2), axis=(0, 1)))
show("roll big", np.roll(v, 23))
show("roll empty", np.roll(np.zeros(0), 1))
show("repeat", np.repeat(np.array([1, 2, 3]), 2))
show("repeat 2d", np.repeat(a, 2))
show("repeat axis", np.repeat(a, 2, axis=0))
show("repeat counts", np.repeat(a, [1, 0, 2, 1], axis=1))
show("repeat scalar", np.repeat(7, 3))
show("repeat f", np.repeat(f, 2))
show("tile", np.tile(np.array([1, 2]), 3))
show("tile 2d", np.tile(np.array([1, 2]), (2, 2)))
show("tile a", np.tile(a, (1, 2)))
show("tile 3d", np.tile(np.array([[1.5]]), (2, 1, 3)))
show("tile 0", np.tile(np.array([1, 2]), 0))
show("tile bool", np.tile(b, 2))
