# Generator.integers for every integer dtype and bool draws NumPy 1.24's
# numbers: Lemire's method on 64-bit, 32-bit, and buffered 16- and 8-bit
# draws, single bits for bools, endpoint=True, and the bounds checks.
import numpy as np

unsigned = [np.uint64, np.uint32, np.uint16, np.uint8]
dtypes = [np.int64, np.int32, np.int16, np.int8] + unsigned
for seed in [0, 7, 99, 2**33]:
    g = np.random.default_rng(seed)
    for dt in dtypes:
        low = 0 if dt in unsigned else -3
        a = g.integers(low, 100, 25, dtype=dt)
        print(dt.__name__, a.dtype, a.tolist(), g.integers(0, 2, 17, dtype=dt).tolist())
        s = g.integers(5, dtype=dt)
        print(repr(s), type(s).__name__, g.integers(0, 1, size=3, dtype=dt, endpoint=True).tolist(), g.integers(4, 4, 2, dtype=dt, endpoint=True).tolist())
    print(g.integers(-128, 127, 20, dtype=np.int8, endpoint=True).tolist(), g.integers(0, 256, 20, dtype=np.uint8).tolist())
    print(g.integers(0, 65536, 10, dtype=np.uint16).tolist(), g.integers(-2**15, 2**15, 10, dtype=np.int16).tolist())
    print(g.integers(-2**31, 2**31, 5, dtype=np.int32).tolist(), g.integers(0, 2**32, 5, dtype=np.uint32).tolist())
    print(g.integers(0, 2**40, 5).tolist(), g.integers(-2**63, 2**63 - 1, 5, endpoint=True).tolist(), g.integers(0, 2**32 - 1, 4).tolist())
    print(g.integers(2, dtype=bool, size=70).tolist(), g.integers(2, dtype=bool), g.integers(1, 2, dtype=bool), g.integers(0, 1, 3, dtype=bool, endpoint=True).tolist())
    print(g.integers(0, 1000, size=(2, 3), dtype=np.int32).tolist(), g.integers(7, size=(2, 2, 2)).tolist(), g.random())

g = np.random.default_rng(5)
for bad in [lambda: g.integers(0, 300, dtype=np.uint8), lambda: g.integers(-1, 3, dtype=np.uint8),
            lambda: g.integers(0, 256, dtype=np.uint8, endpoint=True), lambda: g.integers(-129, 0, dtype=np.int8),
            lambda: g.integers(0, 3, dtype=float), lambda: g.integers(3, 3), lambda: g.integers(3, 2, endpoint=True),
            lambda: g.integers(0), lambda: g.integers(-1, endpoint=True), lambda: g.integers(-1, dtype=np.uint8)]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)
