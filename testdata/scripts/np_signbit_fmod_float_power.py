# np.signbit, np.fmod and np.float_power (C's pow per element, not SVML's
# power loop): values, signs, dtypes, scalars and fmod's exceptions.
import numpy as np
a = np.array([-3.5, -2.0, -0.5, -0.0, 0.0, 0.5, 2.7, 7.0, np.inf, -np.inf, np.nan, -np.nan])
print(np.signbit(a), np.signbit(np.array([-3, 0, 4])), np.signbit(np.array([True, False])), np.signbit(-0.0), np.signbit(np.float32(-1.5)), np.signbit(np.array([1, 2], dtype=np.uint8)))
x = np.array([7.5, -7.5, 7.0, -0.0, 3.0, 5.0, np.inf, 2.0])
y = np.array([2.0, 2.0, -3.0, 2.0, np.inf, -0.5, 2.0, -3.0])
with np.errstate(invalid="ignore"):
    print(np.fmod(x, y))
print(np.fmod(np.arange(-5, 6), 3), np.fmod(np.arange(-5, 6), -3), np.fmod(7, -2), np.fmod(-7.5, 2), np.fmod(np.float32(7.25), np.float32(2)))
print(np.fmod(np.array([5, -5], dtype=np.int8), np.int8(3)), np.fmod(np.array([5, 6], dtype=np.uint16), 4).dtype, np.fmod(np.array([True, False]), True))
for kind in ("divide", "invalid"):
    for f in (lambda: np.fmod(np.array([1, 2]), 0), lambda: np.fmod(np.array([1.0, np.inf]), np.array([0.0, 1.0]))):
        try:
            with np.errstate(all="ignore", **{kind: "raise"}):
                print(kind, f())
        except FloatingPointError as e:
            print(kind, e)
rng = np.random.default_rng(3)
v = rng.uniform(0.1, 10, 1000)
w = np.ascontiguousarray(np.float_power(v, 1.5)).view(np.uint64)
print(int((w % np.uint64(1000003)).sum()), np.float_power(np.arange(5), 2), np.float_power(np.float32(2), 3).dtype if hasattr(np.float_power(np.float32(2), 3), "dtype") else 0)
print(np.float_power(np.array([4, 9], dtype=np.int8), 0.5), np.float_power(2, -1), np.float_power(np.array([1 + 1j]), 2))
with np.errstate(all="ignore"):
    print(np.float_power(-8.0, 1 / 3), np.float_power(0.0, -1.0))
