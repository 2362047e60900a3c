# np.cosh of float64 elements inside a jit nest, printed in full
# precision and compared element by element with the interpreter's
# np.cosh: on machines with AVX-512 NumPy 1.24 computes
# float64 cosh with Intel's SVML (float32 too, with SVML's float32
# function, which alpyna does not port yet: float32 is left out).
# A nest must give NumPy's bits, not the C library's (the values below are
# ones where math.cosh and np.cosh differ in the last bit on such a
# machine), special values and the edges of NumPy's paths included.
import math

import numpy as np

import alpyna

np.seterr(all="ignore")  # cosh's overflow would warn


@alpyna.jit
def nest_cosh(x, out, n):
    for i in range(n):
        out[i] = np.cosh(x[i])


@alpyna.jit
def nest_cosh_mixed(x, out, n):
    # Within a larger expression, and a float32 result widened by a float.
    for i in range(n):
        out[i] = np.cosh(x[i] * 0.5) - np.cosh(x[i] - 1.0) * 0.25


def show(label, values):
    print(label, " ".join(repr(v) for v in values))


differ = [-14.89, -12.422, -15.568, -14.438, -2.51, 24.258, 25.063, 0.099, 1.41, -28.878, -29.764,
          17.95]
special = [0.0, -0.0, 5e-324, 1e-310, 1e-5, 0.5, 1.0, 2.0, 20.0, 88.7, 89.5, 300.0, 700.0, 707.5,
           707.7, 708.0, 709.7, 710.48, 711.0, -711.0, 1e10, 1e300, float("inf"),
           float("-inf"), float("nan")]
for dtype in (np.float64,):
    x = np.array(differ + special, dtype=dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_cosh(x, out, n)
    show(f"{dtype.__name__} nest:", out)
    interp = [np.cosh(x[i]) for i in range(n)]
    print(f"{dtype.__name__} nest == interpreter scalars:", all(repr(a) == repr(b) for a, b in zip(out, interp)))
    libm = [dtype(math.cosh(float(v))) if abs(v) < 710.4 else None for v in x[:len(differ)]]
    print(f"{dtype.__name__} nest == math.cosh (the C library's):",
          sum(1 for a, b in zip(out, libm) if b is not None and a == b), "of", len(differ))

# Many more elements: the nest against the interpreter's whole-array
# ufunc, element by element (NaNs alike).
for dtype in (np.float64,):
    x = np.concatenate([np.linspace(-30.0, 30.0, 4096), np.linspace(-712.0, 712.0, 2048), np.geomspace(1e-30, 1e3, 1024)]).astype(dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_cosh(x, out, n)
    ref = np.cosh(x)
    agree = (out == ref) | (np.isnan(out) & np.isnan(ref))
    print(f"{dtype.__name__}: {n - int(np.count_nonzero(agree))} of {n} differ from the array ufunc;",
          "sum", repr(float(np.sum(out[np.abs(out) < 1e30].astype(np.float64)))))

for dtype in (np.float64,):
    x = (np.linspace(-6.0, 6.0, 13) + 0.1).astype(dtype)
    out = np.zeros(13)
    nest_cosh_mixed(x, out, 13)
    show(f"mixed {dtype.__name__}:", out)
