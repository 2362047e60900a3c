# expect-status: 1
# NumPy's RuntimeWarnings for array operations: printed on stderr once per
# message and line, in CPython's warnings format; np.seterr's 'ignore',
# 'print' and 'raise'; the run ends with an uncaught FloatingPointError.
import numpy as np

a = np.array([1.0, 0.0, -1.0, np.inf, np.nan])


def ratio(x, y):
    return x / y


for i in range(3):
    print(ratio(a, 0.0))
print(np.sqrt(a), np.log(a))
print(np.exp(np.array([1.0, 1000.0])), np.log10(np.array([0.0])))
print(np.array([3, 0]) // 0, np.array([3, 0]) % 0, np.array([2.0, 0.0]) ** -1)
print(a - a, a * 0, np.arcsin(np.array([2.0])))
print(np.float64(1.0) / np.array([0.0]), np.sqrt(np.array(-1.0)))
b = np.ones(2)
b /= 0
print(b, np.array([1e300]) * 1e10)
print(np.array([1.0, 2.0]) / 2, np.minimum(a, 0.0))
old = np.seterr(all="ignore")
print(old)
print(a / 0, np.sqrt(-a))
np.seterr(divide="print", invalid="warn")
print(np.array([1.0, 0.0]) / 0)
np.seterr(all="raise")
try:
    np.array([1.0]) / 0
except FloatingPointError as e:
    print("FloatingPointError:", e)
print(np.geterr())
np.sqrt(np.array([-2.0]))
