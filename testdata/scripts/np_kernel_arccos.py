# np.arccos of float64 elements inside a jit nest, printed in full
# precision and compared element by element with the interpreter's
# np.arccos: on machines with AVX-512 NumPy 1.24 computes
# float64 arccos with Intel's SVML (float32 too, with SVML's float32
# function, which alpyna does not port yet: float32 is left out).
# A nest must give NumPy's bits, not the C library's (the values below are
# ones where math.acos and np.arccos differ in the last bit on such a
# machine), special values and the edges of NumPy's paths included.
import math

import numpy as np

import alpyna

np.seterr(all="ignore")  # arguments beyond ±1 would warn


@alpyna.jit
def nest_arccos(x, out, n):
    for i in range(n):
        out[i] = np.arccos(x[i])


@alpyna.jit
def nest_arccos_mixed(x, out, n):
    # Within a larger expression, and a float32 result widened by a float.
    for i in range(n):
        out[i] = np.arccos(x[i] * 0.15) * 2.0 - np.arccos(x[i] * 0.1 - 0.2)


def show(label, values):
    print(label, " ".join(repr(v) for v in values))


differ = [0.0149, -0.1327, -0.151, 0.9525, 0.7169, 0.0504, 0.5143, -0.9216, 0.5291, 0.751, -0.3725, 0.3906]
special = [0.0, -0.0, 5e-324, 1e-310, 2.2250738585072014e-308, 1e-5, 7.450580596923828e-09, 0.25,
           0.49999999999999994, 0.5, 0.5000000000000001, -0.5, 0.75, 0.9999999999999999,
           0.9999999999999998, 1.0, -1.0, 1.0000000000000002, 2.0, -3.0, float("inf"), float("-inf"),
           float("nan")]
for dtype in (np.float64,):
    x = np.array(differ + special, dtype=dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_arccos(x, out, n)
    show(f"{dtype.__name__} nest:", out)
    interp = [np.arccos(x[i]) for i in range(n)]
    print(f"{dtype.__name__} nest == interpreter scalars:", all(repr(a) == repr(b) for a, b in zip(out, interp)))
    libm = [dtype(math.acos(float(v))) if abs(v) <= 1 else None for v in x[:len(differ)]]
    print(f"{dtype.__name__} nest == math.acos (the C library's):",
          sum(1 for a, b in zip(out, libm) if b is not None and a == b), "of", len(differ))

# Many more elements: the nest against the interpreter's whole-array
# ufunc, element by element (NaNs alike).
for dtype in (np.float64,):
    x = np.concatenate([np.linspace(-1.0, 1.0, 4097), np.linspace(0.49, 0.51, 1023), 1.0 - np.geomspace(1e-16, 0.5, 1024)]).astype(dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_arccos(x, out, n)
    ref = np.arccos(x)
    agree = (out == ref) | (np.isnan(out) & np.isnan(ref))
    print(f"{dtype.__name__}: {n - int(np.count_nonzero(agree))} of {n} differ from the array ufunc;",
          "sum", repr(float(np.sum(out[np.abs(out) < 1e30].astype(np.float64)))))

for dtype in (np.float64,):
    x = (np.linspace(-6.0, 6.0, 13) + 0.1).astype(dtype)
    out = np.zeros(13)
    nest_arccos_mixed(x, out, 13)
    show(f"mixed {dtype.__name__}:", out)
