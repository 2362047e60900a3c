# NumPy functions and constants imported by name (pythran's slowparts:
# `from numpy import power, tanh`) and NumPy under another module name.
import numpy as xp
from numpy import power, tanh, pi, inf
from numpy import sqrt as nsqrt, exp
import alpyna


@alpyna.jit
def deriv(x, out, n):
    for i in range(n):
        out[i] = 1 - power(tanh(x[i]), 2)


@alpyna.jit
def gauss(x, out, n):
    for i in range(n):
        out[i] = exp(-x[i] * x[i] / 2.0) / nsqrt(2.0 * pi)


@alpyna.jit
def clipped(x, out, n):
    for i in range(n):
        v = xp.log(x[i])
        out[i] = v if v < inf else 1e300


n = 5000
x = xp.linspace(-3.0, 3.0, n)
a = xp.zeros(n)
deriv(x, a, n)
print(f"{a.sum():.15e}", a[17])
gauss(x, a, n)
print(f"{a.sum():.15e}", a[2500])
y = xp.linspace(0.001, 2.0, n)
clipped(y, a, n)
print(f"{a.sum():.15e}", a[0], a[1])
