# repr(), str() and format() of NumPy scalars against Python's own numbers.
import numpy as np

vals = [
    np.float32(0.1), np.float64(0.1), np.float32(1e16), np.float64(1e16),
    np.float32(2.5), np.float64(-0.0), np.int32(-3), np.int64(10 ** 12),
    np.bool_(True), np.float32(1e-7), np.float64(1e-7), np.float32(123456789),
    0.1, 1e16, 1e-7, 10 ** 12, True,
]
for v in vals:
    print(repr(v), str(v), type(v).__name__)
print([np.float32(0.5), np.int32(2), np.bool_(False)])
print((np.float64(1.5), np.int64(7)))
print({"k": np.float32(0.1)})
x = np.float32(0.1)
print(f"{x}", f"{x!r}", f"{x:.3f}", f"{x:.10f}", f"{x:e}", f"{x:10.4f}|")
y = np.float64(2) / 3
print(f"{y}", f"{y:.3f}", f"{y:g}", "{}".format(y), "{:8.2f}".format(y))
n = np.int32(42)
print(f"{n}", f"{n:5d}|", f"{n:x}", "%d %5.1f" % (n, n), str(n) + "!")
print("%s %r" % (np.float32(0.1), np.float32(0.1)))
print("%.2f" % np.float32(0.125), "%g" % np.float64(1e-5))
