# np.fix, np.modf, np.divmod and np.copysign: values, signs of zeros,
# infinities and NaNs, dtypes, scalars, broadcasting, divmod's warnings.
import numpy as np
a = np.array([-3.5, -2.0, -0.5, -0.0, 0.0, 0.5, 2.7, 7.0, np.inf, -np.inf, np.nan])
print(np.fix(a), repr(np.fix(3.7)), repr(np.fix(-3.7)), np.fix(np.array([3, -4])), repr(np.fix(np.float32(-2.5))))
print(np.modf(a))
print(np.modf(np.array([1.25, -7.75], dtype=np.float32)), np.modf(np.arange(-2, 3)), np.modf(3.25), np.modf(np.int8(-3)))
print(np.copysign(a, -1.0), np.copysign(np.array([1, 2, 3]), np.array([-1, 0, -0.0])), np.copysign(np.float32(2), -1))
print(repr(np.copysign(3, -0.0)), np.copysign(np.array([1, 2], dtype=np.int8), -1).dtype)
x = np.array([7.5, -7.5, 7.0, -0.0, 3.0])
y = np.array([2.0, 2.0, -3.0, 2.0, 0.0])
with np.errstate(all="ignore"):
    print(np.divmod(x, y))
print(np.divmod(np.arange(-5, 6), 3), np.divmod(7, -2), np.divmod(np.float32(7.5), 2), np.divmod(np.arange(6).reshape(2, 3), np.array([2, 4, 5])))
print(np.divmod(x, 2.5))
for kind in ("divide", "invalid"):
    try:
        with np.errstate(all="ignore", **{kind: "raise"}):
            np.divmod(np.array([1.0, 2.0]), 0.0)
    except FloatingPointError as e:
        print(kind, e)
