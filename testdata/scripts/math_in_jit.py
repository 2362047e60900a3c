# Math intrinsics and abs/min/max/int/float inside jit loop nests over float64 and float32 arrays.
import math

import numpy as np

import alpyna


@alpyna.jit
def transform(x, y, n):
    for i in range(n):
        t = x[i]
        y[i] = math.sqrt(abs(t)) + math.exp(-t * t) + math.log(1.0 + t * t) + math.atan2(t, 2.0)


@alpyna.jit
def trig(x, out, n):
    for i in range(n):
        out[0, i] = math.sin(x[i]) * math.cos(x[i]) + math.tan(x[i] / 4)
        out[1, i] = math.sinh(x[i] / 8) + math.cosh(x[i] / 8) - math.tanh(x[i])
        out[2, i] = math.erf(x[i] / 3) + math.log10(1 + abs(x[i]))
        out[3, i] = math.floor(x[i] * 1.5) + math.ceil(x[i] / 2) + math.fabs(x[i] - 1)
        out[4, i] = math.pow(abs(x[i]), 1.5) + math.asin(x[i] / 8) + math.acos(x[i] / 8) + math.atan(x[i])


@alpyna.jit
def clamp(x, lo, hi, n):
    for i in range(n):
        x[i] = min(max(x[i], lo), hi)
        x[i] = float(int(x[i] * 10)) / 10


n = 8
x = np.zeros(n)
for i in range(n):
    x[i] = i - 3.5
y = np.zeros(n)
transform(x, y, n)
print(y)
out = np.zeros((5, n))
trig(x, out, n)
print(out)
print("sum: %.12f" % out.sum())
xf = np.arange(n, dtype=np.float32) * np.float32(0.7) - 2
clamp(xf, -1.0, 2.0, n)
print(xf, xf.dtype)
print(math.pi * 2, math.e ** 2)
