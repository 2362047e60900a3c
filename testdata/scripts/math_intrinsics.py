# The math functions of the accelerated subset, with math.pi and math.e, on Python and NumPy values.
import math

import numpy as np

print(math.pi, math.e)
print(math.sqrt(2), math.sqrt(16), math.exp(1), math.exp(-745.2))
print(math.log(10), math.log(math.e), math.log(8, 2), math.log10(1000), math.log10(2))
print(math.sin(math.pi / 6), math.cos(math.pi / 3), math.tan(math.pi / 4))
print(math.asin(1), math.acos(0), math.atan(1), math.atan2(1, -1), math.atan2(-0.0, -1))
print(math.sinh(1), math.cosh(1), math.tanh(0.5), math.tanh(100))
print(math.erf(0.5), math.erf(-2), math.erf(0))
print(math.floor(2.7), math.floor(-2.7), math.ceil(2.1), math.ceil(-2.1), type(math.floor(2.5)).__name__)
print(math.fabs(-3), math.fabs(2.5), math.pow(2, 10), math.pow(2.0, -2), math.pow(-8, 3))
x = np.float32(2.0)
print(math.sqrt(x), type(math.sqrt(x)).__name__)
print(math.exp(np.float64(0.5)), math.floor(np.float32(-1.5)), math.ceil(np.float64(1.2)))
print(math.sin(np.int32(1)), math.fabs(np.int64(-4)))
v = np.arange(5, dtype=np.float64)
out = np.zeros(5)
for i in range(5):
    out[i] = math.sin(v[i]) ** 2 + math.cos(v[i]) ** 2
print(out)
print(math.sqrt(-0.0), math.floor(-0.0), math.sin(-0.0), math.fabs(-0.0))
print(abs(math.sin(math.pi)) < 1e-12, math.pow(math.e, math.log(5.0)), math.tan(math.atan(3.0)))
