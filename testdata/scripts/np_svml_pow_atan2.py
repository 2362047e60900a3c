# float64 and float32 power and arctan2 as NumPy 1.24 computes them on
# AVX-512 machines (SVML's __svml_pow8, __svml_atan28, __svml_powf16,
# __svml_atan2f16; float32 power on positive bases, the lanes of its vector
# code), and the split between ** (fast
# paths for the exponents 2, 0.5, -1, 1 and 0) and np.power. The strided
# operands end within their arrays: NumPy falls back to the C library where
# a step times the length reaches past the array into the result (memory
# overlap test), which depends on where malloc puts the result.
import numpy as np


def digest(a):
    """The bits of a float64 array, summed with weights (bit-exact check)."""
    b = np.ascontiguousarray(a, dtype=np.float64).ravel().view(np.uint64)
    return int((b % np.uint64(1000003) * np.arange(1, b.size + 1, dtype=np.uint64)).sum())


rng = np.random.default_rng(2026)
x = rng.uniform(0.01, 100, 3001)
y = rng.uniform(-4, 4, 3001)
print("pow", digest(x ** -1.5), digest(x ** 1.5), digest(x ** 3), digest(x ** 2.5))
print("fast", digest(x ** 2), digest(x ** 0.5), digest(x ** -1), digest(x ** 1), digest(x ** 0))
print("np.power", digest(np.power(x, 2)), digest(np.power(x, 0.5)), digest(np.power(x, -1.0)),
      digest(np.power(x, 1.0)))
print("arrays", digest(x ** y), digest(np.power(x, y)), digest(2.5 ** y), digest(x[:3000:3] ** y[:3000:3]))
print("0-d exponents", digest(x ** np.float64(2.0)), digest(x ** np.array(2.0)), digest(x ** np.array(3.0)))
z = x.copy()
z **= 1.7
w = x.copy()
w **= 2
print("in place", digest(z), digest(w))
xi = (x * 10).astype(np.int64)
print("int base", digest(xi ** 2.0), digest(np.power(xi, 2.0)), digest(xi ** 0.5), (xi ** 2).sum())
print("2-d", digest(x[:3000].reshape(60, 50).T ** 1.25), digest(x[:3000].reshape(60, 50) ** y[:50]))
print("scalars", repr(np.float64(3.7) ** 1.3), repr(np.power(np.float64(3.7), 1.3)),
      repr(np.array(3.7) ** 1.3), repr(np.array(3.7) ** 2.0), repr(np.float64(0.1) ** 2))
print(repr(np.power(1.0000001, 1e6)), repr(np.power(10.0, -300.5)), repr(np.power(2.0, 1023.9)))
print(x[:4] ** np.array([2.0, 0.5, 1.0, -1.0]))
neg = -x[:200]
print("negative", digest(neg ** 3), digest(neg ** -2), digest(np.power(neg, 2.0)))
with np.errstate(all="ignore"):
    print(digest(neg ** 2.5))
    sp = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 1e-310, 1e300, -2.0])
    print(np.power(sp, np.array([-1.0, 3.0, -2.0, 3.0, 0.0, np.nan, np.inf, 0.5, 2.0, 1075.0])))
    print(np.power(sp[:, None], np.array([-3.0, -0.5, 0.0, 0.5, 1.0, 3.0, np.inf])))
big = rng.uniform(1.5, 3, 500)
with np.errstate(over="ignore", under="ignore"):
    print("edges", digest(big ** (1020 / np.log2(big))), digest(big ** (-1070 / np.log2(big))),
          digest(rng.uniform(0, 2.0 ** -1022, 500) ** 0.75))

# float32 power
def digest32(a):
    b = np.ascontiguousarray(a, dtype=np.float32).ravel().view(np.uint32).astype(np.uint64)
    return int((b % np.uint64(1000003) * np.arange(1, b.size + 1, dtype=np.uint64)).sum())


xf = x.astype(np.float32)
yf = y.astype(np.float32)
print("float32", digest32(xf ** 3), digest32(xf ** 1.5), digest32(xf ** -0.75), digest32(xf ** yf))
print("float32 fast", digest32(xf ** 2), digest32(xf ** 0.5), digest32(np.power(xf, 2.0)),
      digest32(np.power(xf, np.float32(4))), digest32(np.float32(1.7) ** yf))
print(repr(xf[:3] ** np.float32(2.5)), repr(float(np.power(np.float32(27.5), np.float32(1 / 3)))))

# arctan2
a = rng.normal(0, 1, 3001)
b = rng.normal(0, 1, 3001)
print("arctan2", digest(np.arctan2(a, b)), digest(np.arctan2(a, 0.5)), digest(np.arctan2(-1.5, b)),
      digest(np.arctan2(a[:3000:2], b[:3000:2])))
print(repr(np.arctan2(np.float64(0.3), np.float64(-0.7))), repr(float(np.arctan2(1e-300, 1e300))),
      repr(float(np.arctan2(3.0, -3.0))))
sp = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 1e-310, 1e308])
print(np.arctan2(sp[:, None], sp))
print("sum", repr(float(np.arctan2(a, b).sum())), repr(float(np.arctan2(a * 1e200, b * 1e-200).sum())))
af = a.astype(np.float32)
bf = b.astype(np.float32)
print("arctan2 float32", digest32(np.arctan2(af, bf)), digest32(np.arctan2(af, np.float32(0.5))),
      digest32(np.arctan2(af[:3000:2], bf[:3000:2])), repr(np.arctan2(np.float32(1), np.float32(2))))
spf = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 1e-40, 3e38], dtype=np.float32)
print(np.arctan2(spf[:, None], spf))
