# nan and inf in arrays and as scalars, float32 and float64, with other values.
import math

import numpy as np

a = np.array([1.0, math.nan, math.inf, -math.inf])
print(a)
print(repr(a))
b = np.zeros(3, dtype=np.float32)
b[0] = math.nan
b[1] = -math.inf
b[2] = 0.5
print(b)
print(repr(b))
print(np.array([math.nan, math.nan]))
print(np.array([math.inf, 1e20]))
print(np.array([[math.nan, 1.5], [-2.25, math.inf]]))
print(np.float64(math.nan), np.float32(math.inf), np.float64(-math.inf))
print(float("nan"), float("inf"), -float("inf"))
print(a.max(), a.min())
print(np.array([1.0, math.inf]).sum(), np.array([math.nan, 1.0]).sum())
print(math.isnan(a[1]), math.isinf(a[2]))
print(np.sqrt(np.array([math.nan, 4.0, math.inf])))
