# expect-status: 1
# NumPy's RuntimeWarnings for NumPy scalars: the operators, which NumPy
# computes in its scalar math ("scalar divide") or, where the operands'
# types need promoting, with the ufunc ("divide"); the ufuncs called on
# scalars; np.errstate and np.seterr; the run ends with an uncaught
# FloatingPointError.
import numpy as np

a = np.array([5, 6, 7])
b = np.array([2, 0, 3])
x = np.array([1.0, 0.0, -1.0])


def ratio(p, q):
    return p / q


print(a[1] // b[1], a[0] % b[1], a[0] / b[1], b[1] / b[1])
print(ratio(x[0], x[1]))
print(ratio(x[0], x[1]))
print(ratio(x[1], x[1]))
print(x[0] // 0, x[1] // 0.0, x[0] % 0, x[2] ** 0.5, x[1] ** -1)
print(np.float64(1e308) * 10, np.float64(1e308) + 1e308, -1e308 - np.float64(1e308))
print(np.float64(10.0) ** 400, np.inf - np.float64(np.inf), 1.0 / np.float64(0.0))
print(np.int64(2**62) * 4, np.int64(2**62) + np.int64(2**62), np.int64(-2**63) - 1)
print(np.int64(-2**63) // -1, np.int64(2) ** 100, 7 // np.int64(0))
print(np.int8(100) * np.int8(3), np.uint8(200) + np.uint8(100), np.uint64(0) - np.uint64(1))
print(-np.int64(-2**63), abs(np.int32(-2**31)), -np.uint8(1), -np.uint8(0), -np.float64(np.inf))
print(np.float32(1.0) / np.float64(0.0), np.int32(1) // np.int64(0), np.float32(0) / np.int16(0))
print(np.int8(100) + 100, np.int32(5) // 0, np.float32(1.0) / 0.0, np.uint64(5) // 0)
print(np.sqrt(np.float64(-1.0)), np.sqrt(-1.0), np.log(0.0), np.log(np.float64(-1.0)))
print(np.log10(np.float64(0.0)), np.exp(np.float64(1000.0)), np.arcsin(np.float64(2.0)))
print(np.power(np.float64(0.0), -1), np.divide(np.float64(1.0), 0.0), np.add(np.float64(1e308), 1e308))
print(np.float64(np.nan) + 1, np.sqrt(np.float64(np.nan)), np.float64(2.0) / 0.5)
with np.errstate(divide="ignore"):
    print(x[0] / 0, np.log(np.float64(0.0)), x[1] / 0)
print(np.geterr())
np.seterr(over="ignore", invalid="print")
print(np.float64(1e308) * 10, np.float64(0.0) / 0, np.int64(2**62) * 4)
np.seterr(all="raise")
try:
    np.int64(5) // 0
except FloatingPointError as e:
    print("FloatingPointError:", e)
try:
    np.sqrt(np.float64(-1.0))
except FloatingPointError as e:
    print("FloatingPointError:", e)
np.float64(1e308) * 10
