# np.arctan of float64 elements inside a jit nest, printed in full
# precision and compared element by element with the interpreter's
# np.arctan: on machines with AVX-512 NumPy 1.24 computes
# float64 arctan with Intel's SVML (float32 too, with SVML's float32
# function, which alpyna does not port yet: float32 is left out).
# A nest must give NumPy's bits, not the C library's (the values below are
# ones where math.atan and np.arctan differ in the last bit on such a
# machine), special values and the edges of NumPy's paths included.
import math

import numpy as np

import alpyna

np.seterr(all="ignore")  # nothing warns here; kept as in the other scripts


@alpyna.jit
def nest_arctan(x, out, n):
    for i in range(n):
        out[i] = np.arctan(x[i])


@alpyna.jit
def nest_arctan_mixed(x, out, n):
    # Within a larger expression, and a float32 result widened by a float.
    for i in range(n):
        out[i] = np.arctan(x[i] * 0.5) * 2.0 - np.arctan(x[i] - 1.0)


def show(label, values):
    print(label, " ".join(repr(v) for v in values))


differ = [8.075, 8.833, 0.556, 2.186, 10.106, 2.042, 9.701, 4.111, 6.451, -10.921, -4.057, 0.13]
special = [0.0, -0.0, 5e-324, 1e-310, 2.2250738585072014e-308, 1e-5, 0.125, 0.375, 0.25, 0.5, 1.0, 2.0,
           7.875, 7.874999999999999, -7.875, 8.0, 1e10, 3.4028236692093846e+38, 1e300, 1.7e308,
           float("inf"), float("-inf"), float("nan")]
for dtype in (np.float64,):
    x = np.array(differ + special, dtype=dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_arctan(x, out, n)
    show(f"{dtype.__name__} nest:", out)
    interp = [np.arctan(x[i]) for i in range(n)]
    print(f"{dtype.__name__} nest == interpreter scalars:", all(repr(a) == repr(b) for a, b in zip(out, interp)))
    libm = [dtype(math.atan(float(v))) if True else None for v in x[:len(differ)]]
    print(f"{dtype.__name__} nest == math.atan (the C library's):",
          sum(1 for a, b in zip(out, libm) if b is not None and a == b), "of", len(differ))

# Many more elements: the nest against the interpreter's whole-array
# ufunc, element by element (NaNs alike).
for dtype in (np.float64,):
    x = np.concatenate([np.linspace(-30.0, 30.0, 4096), np.linspace(-0.3, 0.3, 1024), np.geomspace(1e-30, 1e30, 1024)]).astype(dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_arctan(x, out, n)
    ref = np.arctan(x)
    agree = (out == ref) | (np.isnan(out) & np.isnan(ref))
    print(f"{dtype.__name__}: {n - int(np.count_nonzero(agree))} of {n} differ from the array ufunc;",
          "sum", repr(float(np.sum(out[np.abs(out) < 1e30].astype(np.float64)))))

for dtype in (np.float64,):
    x = (np.linspace(-6.0, 6.0, 13) + 0.1).astype(dtype)
    out = np.zeros(13)
    nest_arctan_mixed(x, out, 13)
    show(f"mixed {dtype.__name__}:", out)
