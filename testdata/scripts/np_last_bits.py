# Issue 15's last small items: quantile, percentile and median with
# keepdims= and out=; float.hex and float.fromhex; the floating-point
# exceptions of complex division (seen through np.errstate(raise)); a
# NumPy scalar and None under an operator (the object loop's TypeError).
import numpy as np

a = np.arange(12.0).reshape(3, 4)
print(np.quantile(a, 0.5, axis=1, keepdims=True))
print(np.percentile(a, [25, 75], axis=0, keepdims=True))
print(np.quantile(a, 0.3, keepdims=True), np.median(a, axis=0, keepdims=True), np.median(a, keepdims=True))
o = np.empty(4)
r = np.percentile(a, 50, axis=0, out=o)
print(r, o, r is o)
o2 = np.zeros((1, 4), dtype=np.float32)
print(repr(np.quantile(a, 0.5, axis=0, keepdims=True, out=o2)), repr(np.quantile(a, 0.5, out=np.zeros(()))))
m = np.zeros((3, 1))
print(np.median(a, axis=1, keepdims=True, out=m) is m, m.ravel())
print(np.quantile(a, [0.1, 0.9], axis=1, keepdims=True, method='nearest').shape)
for out in [np.zeros(3), [0.0] * 4]:
    try:
        np.quantile(a, 0.5, axis=0, out=out)
    except (ValueError, TypeError) as e:
        print(e)

for v in [1.5, 0.1, -0.0, 1e300, 5e-324, 2.225073858507201e-308, float("inf"), float("nan"), -3.75]:
    print(v.hex(), float.hex(v), float.fromhex(v.hex()) == v or v != v)
for s in ["0x1.8p+0", "-0x1p-1074", "  inf ", "0X1P3", "a.b", "0x.8", "1p-1080", "0x1.00000000000018p0"]:
    print(repr(s), repr(float.fromhex(s)))
for s in ["g", "0x1p1024", "1.2.3"]:
    try:
        float.fromhex(s)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)

def complex_div(x, y, **kinds):
    with np.errstate(**kinds):
        try:
            return x / y
        except FloatingPointError as e:
            return "FloatingPointError: %s" % e

print(complex_div(np.complex128(1 + 1j), np.complex128(0), divide="raise"))
print(complex_div(np.complex64(1), np.complex64(0), divide="ignore", invalid="raise"))
print(complex_div(np.array([1 + 1j, 0j]), np.array([0j, 0j]), divide="ignore", invalid="raise"))
print(complex_div(np.array([1 + 1j]), np.array([1e308 + 1e308j]), over="raise"))
print(complex_div(np.array([1 + 1j]), complex(0, np.nan), invalid="raise"))
print(complex_div(np.array([3 + 4j, 1 - 2j]), np.array([1 + 2j, 0.5j]), all="raise"))
print(complex_div(np.complex128(0), np.complex128(0), all="ignore"))

for x, y in [(np.float64(1.0), None), (None, np.int16(3)), (np.bool_(True), None), (np.complex128(1), None)]:
    for f in [lambda: x + y, lambda: x ** y, lambda: x // y, lambda: x << y]:
        try:
            f()
        except TypeError as e:
            print(e)
z = np.float64(1.0)
try:
    z += None
except TypeError as e:
    print(e)
