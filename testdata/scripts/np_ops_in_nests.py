# NumPy functions of scalars inside nests that are no intrinsic:
# np.floor, np.ceil, np.trunc, np.abs / np.absolute, np.minimum and
# np.maximum, on float64, float32 and int64 elements and Python numbers,
# with infinities, NaN and signed zeros. They run as kernels
# (kernelgen/numpyops.go) and give NumPy's values and types; the scalars a
# nest leaves show their types. CPython's output is the golden.
import math

import numpy as np

import alpyna


@alpyna.jit
def rounding(a, fl, ce, tr):
    for i in range(a.shape[0]):
        fl[i] = np.floor(a[i])
        ce[i] = np.ceil(a[i])
        tr[i] = np.trunc(a[i])


@alpyna.jit
def clipped(a, b, lo, hi, out):
    for i in range(a.shape[0]):
        out[i] = np.minimum(np.maximum(a[i], lo), hi) + np.abs(b[i])


@alpyna.jit
def nan_aware(a, b, mn, mx):
    for i in range(a.shape[0]):
        mn[i] = np.minimum(a[i], b[i])
        mx[i] = np.maximum(a[i], b[i])


@alpyna.jit
def int_ops(k, out):
    for i in range(k.shape[0]):
        out[i] = np.abs(k[i]) + np.minimum(k[i], 3) * np.maximum(k[i], -2)


@alpyna.jit
def scalars_left(a):
    lo = np.floor(a[0])
    big = 0.0
    for i in range(a.shape[0]):
        big = np.maximum(big, np.abs(a[i]))
        lo = np.minimum(lo, np.floor(a[i]))
    return lo, big


vals = np.array([-2.5, -1.0, -0.5, -0.0, 0.0, 0.3, 1.5, 2.0, 7.999, np.inf, -np.inf, np.nan, 1e30, -1e-30])
for dt in (np.float64, np.float32):
    a = vals.astype(dt)
    fl, ce, tr = np.zeros_like(a), np.zeros_like(a), np.zeros_like(a)
    rounding(a, fl, ce, tr)
    print(dt.__name__, repr(fl.tolist()))
    print(dt.__name__, repr(ce.tolist()))
    print(dt.__name__, repr(tr.tolist()))
    print([math.copysign(1.0, v) for v in fl[:6].tolist()])

a = np.linspace(-3.0, 3.0, 13)
b = np.linspace(1.0, -2.0, 13)
out = np.zeros(13)
clipped(a, b, -1.0, 2.0, out)
print(repr(out.tolist()))

x = np.array([1.0, np.nan, 2.0, np.nan, -0.0, 0.0, np.inf])
y = np.array([np.nan, 1.0, 3.0, np.nan, 0.0, -0.0, -np.inf])
mn, mx = np.zeros(7), np.zeros(7)
nan_aware(x, y, mn, mx)
print(repr(mn.tolist()), repr(mx.tolist()))

k = np.arange(-5, 6, dtype=np.int64)
ko = np.zeros_like(k)
int_ops(k, ko)
print(ko.tolist())

lo, big = scalars_left(np.linspace(-4.25, 3.5, 200))
print(repr(lo), type(lo).__name__, repr(big), type(big).__name__)
