# NumPy's ufuncs and scalar casts inside jit nests: NumPy's semantics (nan
# and ±inf where the math module raises), float32 results from float32
# arguments, casts as np.float32() and np.int64() make them. (Float32 exp,
# log, sin and cos, whose NumPy loops kernels reproduce bit for bit, are
# in np_math_in_nests.py; NumPy's other float32 transcendental loops are
# not correctly rounded, and kernels round the float64 result.)
import numpy as np

import alpyna

np.seterr(all="ignore")  # NumPy would warn about nan and inf on stderr


@alpyna.jit
def ufuncs(x, out, n):
    for i in range(n):
        out[i, 0] = np.sqrt(x[i])
        out[i, 1] = np.log(x[i]) + np.log10(x[i] + 2.0)
        out[i, 2] = np.exp(x[i] * 300.0)
        out[i, 3] = np.arctan2(x[i], 1.0) + np.arcsin(x[i] / 4.0)
        out[i, 4] = np.power(x[i], 0.5) * np.pi
        out[i, 5] = np.tanh(x[i]) - np.cos(x[i]) * np.sin(x[i]) + np.tan(x[i])


@alpyna.jit
def casts(x, f32, i64, n):
    total = 0.0
    for i in range(n):
        f32[i] = np.float32(x[i]) * np.float32(3.0)
        i64[i] = np.int64(x[i] * 2.5) + np.int32(i)
        total += np.float64(np.sqrt(np.float32(x[i] + 4.0)))
    return total


@alpyna.jit
def single(y, n):
    for i in range(n):
        y[i] = np.sqrt(y[i]) * np.float32(1.5) + y[i]


x = np.array([-1.0, 0.0, 0.25, 1.0, 2.0, 3.0, 10.0])
n = len(x)
out = np.zeros((n, 6))
ufuncs(x, out, n)
print(out)
f32 = np.zeros(n, dtype=np.float32)
i64 = np.zeros(n, dtype=np.int64)
print(casts(x, f32, i64, n))
print(f32, i64)
y = np.linspace(0.0, 2.0, 5).astype(np.float32)
single(y, 5)
print(y, y.dtype)
