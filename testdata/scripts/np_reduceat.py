# ufunc.reduceat: a ufunc reduced over the runs x[i[k]:i[k+1]] along an axis, with NumPy's
# result types, its pairwise summation of floats and its errors.
import numpy as np

a = np.arange(8.0)
print(np.add.reduceat(a, [0, 4, 1, 5, 7]))
print(np.add.reduceat(a, [0, 4, 4, 2]), np.add.reduceat(a, [0.5, 3.9]))
print(np.maximum.reduceat(np.array([3, 1, 4, 1, 5, 9, 2, 6]), [0, 3, 5]))
print(np.minimum.reduceat(np.array([1.0, np.nan, 3.0, 0.5]), [0, 2]), np.fmax.reduceat(np.array([np.nan, 1.0]), [0]))
print(np.multiply.reduceat(np.arange(1, 6, dtype=np.int8), [0, 3]).dtype, np.multiply.reduceat(np.arange(1, 6, dtype=np.int8), [0, 3]))
print(np.subtract.reduceat(np.arange(5), [0, 3, 1]), np.divide.reduceat(np.arange(1, 5), [0, 2]))
print(np.power.reduceat(np.arange(1, 5), [0, 2]), np.bitwise_or.reduceat(np.array([1, 2, 4, 8]), [0, 2]))
print(np.logical_and.reduceat(np.array([1.0, 0.0, 2.0]), [0, 2]), np.logical_or.reduceat([False, True, False], [0, 2]))
for dt in [np.bool_, np.int8, np.int32, np.uint8, np.uint32, np.int64, np.uint64, np.float16, np.float32]:
    x = np.arange(6).astype(dt)
    print(dt.__name__, np.add.reduceat(x, [0, 2]).dtype, np.maximum.reduceat(x, [0, 2]).dtype, np.add.reduceat(x, [0, 2]))
print(np.add.reduceat(np.arange(5), [0, 2], dtype=np.float32), np.add.reduceat([1, 2, 3], [0, 2]))
print(np.add.reduceat(np.array([2**63, 2**63], dtype=np.uint64), [0]), np.add.reduceat(np.array([2**62] * 4), [0]))

# Floats: a run's first element plus the pairwise sum of the rest.
rng = np.random.default_rng(7)
x = rng.standard_normal(1000)
idx = [0, 5, 9, 17, 200, 333, 334, 900]
print(np.add.reduceat(x, idx).tolist())
print(np.add.reduceat(x.astype(np.float32), idx).tolist())
print(np.add.reduceat(x.astype(np.float16), [0, 100, 600]).tolist())
print(np.add.reduceat(np.array([-0.0, -0.0, 1.0]), [0, 2]), np.add.reduceat(np.array([-0.0]), [0]))
m = rng.standard_normal((40, 3))
print(np.add.reduceat(m, [0, 30, 12], axis=0).tolist())
print(np.add.reduceat(m.T, [0, 30, 12], axis=1).tolist())
print(np.add.reduceat(m.T, [0, 30, 12], axis=-1).tolist() == np.add.reduceat(m, [0, 30, 12], axis=0).T.tolist())
c = np.arange(24.0).reshape(2, 3, 4)
print(np.add.reduceat(c, [0, 2], axis=1))
print(np.maximum.reduceat(c, [1, 0, 3], axis=2), np.multiply.reduceat(c + 1, [0], axis=0))
print(repr(np.add.reduceat(a, [])), repr(np.add.reduceat(np.ones((2, 0)), [0], axis=0)))

out = np.zeros(2)
r = np.add.reduceat(np.arange(4), [0, 2], out=out)
print(r is out, out, np.add.reduceat(np.arange(4.0), [0, 2], out=np.zeros(2, dtype=int)))

with np.errstate(over="raise"):
    try:
        np.add.reduceat(np.array([1e308, 1e308, 1.0]), [0, 2])
    except FloatingPointError as err:
        print("FloatingPointError", err)
with np.errstate(invalid="raise"):
    print(np.add.reduceat(np.array([np.inf, 1.0, np.nan]), [0]))
    try:
        np.add.reduceat(np.array([np.inf, -np.inf]), [0])
    except FloatingPointError as err:
        print("FloatingPointError", err)

for f in [lambda: np.add.reduceat(a, [0, 8]), lambda: np.add.reduceat(a, [-1]),
          lambda: np.add.reduceat(np.zeros(0), [0]), lambda: np.add.reduceat(a, [[0, 1]]),
          lambda: np.add.reduceat(a, 0), lambda: np.add.reduceat(a, np.array([0.5])),
          lambda: np.add.reduceat(np.float64(3), [0]),
          lambda: np.sqrt.reduceat(a, [0]), lambda: np.add.reduceat(a),
          lambda: np.add.reduceat(c, [0], axis=None), lambda: np.add.reduceat(c, [0], axis=1.0),
          lambda: np.less.reduceat(np.array([1, 2, 3]), [0])]:
    try:
        print(f())
    except (IndexError, ValueError, TypeError) as err:
        print(type(err).__name__, err)
try:
    np.add.reduceat(c, [0], axis=3)
except IndexError as err:
    print(err)
