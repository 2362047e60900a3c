# np.log10 of float64 and float32 elements inside a jit nest, printed in full
# precision and compared element by element with the interpreter's
# np.log10: on machines with AVX-512 NumPy 1.24 computes
# float64 and float32 log10 with Intel's SVML.
# A nest must give NumPy's bits, not the C library's (the values below are
# ones where math.log10 and np.log10 differ in the last bit on such a
# machine), special values and the edges of NumPy's paths included.
import math

import numpy as np

import alpyna

np.seterr(all="ignore")  # log10 of zero and negatives would warn


@alpyna.jit
def nest_log10(x, out, n):
    for i in range(n):
        out[i] = np.log10(x[i])


@alpyna.jit
def nest_log10_mixed(x, out, n):
    # Within a larger expression, and a float32 result widened by a float.
    for i in range(n):
        out[i] = np.log10(x[i] * 3.0 + 1.0) - np.log10(abs(x[i] - 2.0) + 0.5)


def show(label, values):
    print(label, " ".join(repr(v) for v in values))


differ = [757.141, 313.748, 80.582, 67.349, 162.304, 161.439, 27.938, 479.474, 799.644, 971.657,
          806.502, 211.043]
special = [0.0, -0.0, 5e-324, 1e-310, 2.2250738585072014e-308, 1e-5, 0.5, 0.75, 0.7490234375, 1.0,
           1.0000000000000002, 0.9999999999999999, 2.0, 10.0, 100.0, 1e22, 1e300, 1.7e308, 3.4e38, -1.0,
           float("inf"), float("-inf"), float("nan")]
for dtype in (np.float64, np.float32):
    x = np.array(differ + special, dtype=dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_log10(x, out, n)
    show(f"{dtype.__name__} nest:", out)
    interp = [np.log10(x[i]) for i in range(n)]
    print(f"{dtype.__name__} nest == interpreter scalars:", all(repr(a) == repr(b) for a, b in zip(out, interp)))
    libm = [dtype(math.log10(float(v))) if v > 0 and math.isfinite(v) else None for v in x[:len(differ)]]
    print(f"{dtype.__name__} nest == math.log10 (the C library's):",
          sum(1 for a, b in zip(out, libm) if b is not None and a == b), "of", len(differ))

# Many more elements: the nest against the interpreter's whole-array
# ufunc, element by element (NaNs alike).
for dtype in (np.float64, np.float32):
    x = np.concatenate([np.linspace(0.001, 1000.0, 4096), np.linspace(0.99, 1.01, 1024), np.geomspace(1e-300, 1e300, 1024)]).astype(dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_log10(x, out, n)
    ref = np.log10(x)
    agree = (out == ref) | (np.isnan(out) & np.isnan(ref))
    print(f"{dtype.__name__}: {n - int(np.count_nonzero(agree))} of {n} differ from the array ufunc;",
          "sum", repr(float(np.sum(out[np.abs(out) < 1e30].astype(np.float64)))))

for dtype in (np.float64, np.float32):
    x = (np.linspace(0.0, 12.0, 13) + 0.1).astype(dtype)
    out = np.zeros(13)
    nest_log10_mixed(x, out, 13)
    show(f"mixed {dtype.__name__}:", out)
