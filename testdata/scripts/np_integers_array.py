# Generator.integers with array bounds: broadcast low and high (and size),
# the integer dtypes and bool, endpoint, and NumPy 1.24's errors.
import numpy as np


def err(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


g = np.random.default_rng(1)
print(g.integers([1, 5, 10], [3, 100, 2**40]))
print(g.integers([[0], [1]], [5, 50, 500], dtype=np.int32))
print(g.integers(0, [5, 5, 5, 5], size=(2, 4), dtype=np.uint8))
print(g.integers([2, 9], endpoint=True, dtype=np.int16))
print(repr(g.integers(np.array(5))), repr(g.integers([5], size=2)), repr(g.integers([5])))
print(g.integers([0, 1], 2, dtype=bool), g.integers(1, [2, 3]), g.random())
print(g.integers([0, 0, 0], [2**33, 5, 2**62], size=(2, 3)))
print(g.integers(-5, [0, 100], dtype=np.int8), g.integers([0, 3], [1000, 60000], dtype=np.uint16))
print(g.integers(np.arange(1, 13).reshape(3, 4), 1000, dtype=np.uint32))
print(g.integers([-2.5, 1.0], 9))
err(lambda: g.integers([1, 5], [0, 6]))
err(lambda: g.integers([0, 0], [0, 6]))
err(lambda: g.integers([0, 0], [0, 6], endpoint=True))
err(lambda: g.integers([-1, 0], [0, 6], endpoint=True))
err(lambda: g.integers([-1, 0], [3, 300], dtype=np.uint8))
err(lambda: g.integers([0, 0], [3, 300], dtype=np.uint8))
err(lambda: g.integers([0, 0], [3, 256], dtype=np.uint8))
err(lambda: g.integers([0, 0], [3, 4, 5]))
err(lambda: g.integers([0, 0], [3, 4], size=3))
err(lambda: g.integers([0, 0], [3, 4], size=(3, 1)))
err(lambda: g.integers([-1, 0], [3, 4], dtype=np.uint64))
err(lambda: g.integers([0, 0], [3, 255], dtype=np.uint8, endpoint=True))
err(lambda: g.integers([0, 0], [3, 256], dtype=np.uint8, endpoint=True))
print(g.random())
