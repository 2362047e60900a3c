# NumPy's RuntimeWarnings from ufuncs called inside jit nests: np.sqrt(-1.0) and np.arccos(2.0)
# (invalid value), np.log(0.0) and np.power(0.0, -1.0) (divide by zero), np.exp(1000.0)
# (overflow), once per message and line as CPython's warnings module prints them, whether the nest
# runs compiled or in the interpreter; np.errstate and np.seterr apply: 'ignore' silences them,
# 'print' prints at every call, 'raise' raises FloatingPointError at the first, and the script
# ends with one uncaught, whose traceback is part of the golden.
import numpy as np

import alpyna


@alpyna.jit
def roots(x, out):
    for i in range(x.shape[0]):
        out[i] = np.sqrt(x[i])


@alpyna.jit
def log_arccos(x, out):
    for i in range(x.shape[0]):
        out[i] = np.log(x[i]) + np.arccos(x[i] - 1.0)


@alpyna.jit
def growth(x):
    s = 0.0
    for i in range(x.shape[0]):
        s = max(s, np.exp(x[i] * 100.0))
    return s


@alpyna.jit
def inverse_powers(x, out):
    for i in range(x.shape[0]):
        out[i] = np.power(x[i], -1.0) + np.power(x[i] + 10.0, 400.0)


@alpyna.jit
def roots32(x, out):
    for i in range(x.shape[0]):
        out[i] = np.sqrt(x[i])


@alpyna.jit
def clean(x, out):
    for i in range(x.shape[0]):
        out[i] = np.sqrt(x[i]) + np.log(x[i] + 1.0)


n = 3000
x = np.arange(n, dtype=np.float64) / 1000.0
x[1200] = -4.0
x[2500] = -1.0
out = np.zeros(n)
roots(x, out)
print(out[1199:1202].tolist(), out[2500])
roots(x, out)  # the same line: no second warning
print("again", np.isnan(out).sum())

y = np.arange(n, dtype=np.float64) / 1000.0
y[1] = -0.5
out2 = np.zeros(n)
log_arccos(y, out2)
print(out2[0], out2[1], round(out2[2], 9), np.isnan(out2).sum(), np.isinf(out2).sum())

z = np.linspace(0.0, 10.0, n)
print(growth(z))
print(growth(z[:600]))

w = np.linspace(0.0, 1.0, n)
out3 = np.zeros(n)
inverse_powers(w, out3)
print(out3[:2].tolist(), np.isinf(out3).sum())

x32 = np.linspace(-1.0, 1.0, n).astype(np.float32)
out32 = np.zeros(n, dtype=np.float32)
roots32(x32, out32)
print(out32.dtype, np.isnan(out32).sum())

out4 = np.zeros(n)
clean(np.linspace(0.0, 5.0, n), out4)
print(round(out4.sum(), 6))

with np.errstate(all="ignore"):
    roots(-x, out)
    print("ignored", np.isnan(out).sum())

with np.errstate(over="print"):
    print("print", growth(np.linspace(7.06, 7.12, 7)))

out[:] = 0.0
try:
    with np.errstate(invalid="raise"):
        roots(x, out)
except FloatingPointError as e:
    print("FloatingPointError:", e, out[1199], out[1200], out[1201])

np.seterr(all="raise")
clean(np.linspace(0.0, 5.0, n), out4)
print("clean under raise", round(out4.sum(), 6))
log_arccos(y, out2)
print("not reached")
