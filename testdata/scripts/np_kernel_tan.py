# np.tan of float64 elements inside a jit nest, printed in full
# precision and compared element by element with the interpreter's
# np.tan: on machines with AVX-512 NumPy 1.24 computes
# float64 tan with Intel's SVML (float32 too, with SVML's float32
# function, which alpyna does not port yet: float32 is left out; so are
# arguments beyond 128000, where SVML's long reduction is not ported).
# A nest must give NumPy's bits, not the C library's (the values below are
# ones where math.tan and np.tan differ in the last bit on such a
# machine), special values and the edges of NumPy's paths included.
import math

import numpy as np

import alpyna

np.seterr(all="ignore")  # nothing warns here; kept as in the other scripts


@alpyna.jit
def nest_tan(x, out, n):
    for i in range(n):
        out[i] = np.tan(x[i])


@alpyna.jit
def nest_tan_mixed(x, out, n):
    # Within a larger expression, and a float32 result widened by a float.
    for i in range(n):
        out[i] = np.tan(x[i] * 0.25) * 2.0 - np.tan(x[i] - 1.0)


def show(label, values):
    print(label, " ".join(repr(v) for v in values))


differ = [-5.721, 3.908, -5.455, 0.919, 4.369, -7.368, 7.281, 4.457, 8.263, -3.946, 7.207, 7.315]
special = [0.0, -0.0, 5e-324, 1e-310, 2.2250738585072014e-308, 1e-5, 0.19634954084936207,
           0.5890486225480862, 1.5707963267948966, -1.5707963267948966, 3.141592653589793, 100.0,
           12345.678, 127999.5, -127999.5, float("inf"), float("-inf"), float("nan")]
for dtype in (np.float64,):
    x = np.array(differ + special, dtype=dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_tan(x, out, n)
    show(f"{dtype.__name__} nest:", out)
    interp = [np.tan(x[i]) for i in range(n)]
    print(f"{dtype.__name__} nest == interpreter scalars:", all(repr(a) == repr(b) for a, b in zip(out, interp)))
    libm = [dtype(math.tan(float(v))) if True else None for v in x[:len(differ)]]
    print(f"{dtype.__name__} nest == math.tan (the C library's):",
          sum(1 for a, b in zip(out, libm) if b is not None and a == b), "of", len(differ))

# Many more elements: the nest against the interpreter's whole-array
# ufunc, element by element (NaNs alike).
for dtype in (np.float64,):
    x = np.concatenate([np.linspace(-30.0, 30.0, 4096), np.linspace(-1.6, 1.6, 1023), np.linspace(-127000.0, 127000.0, 1025)]).astype(dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_tan(x, out, n)
    ref = np.tan(x)
    agree = (out == ref) | (np.isnan(out) & np.isnan(ref))
    print(f"{dtype.__name__}: {n - int(np.count_nonzero(agree))} of {n} differ from the array ufunc;",
          "sum", repr(float(np.sum(out[np.abs(out) < 1e30].astype(np.float64)))))

for dtype in (np.float64,):
    x = (np.linspace(-6.0, 6.0, 13) + 0.1).astype(dtype)
    out = np.zeros(13)
    nest_tan_mixed(x, out, 13)
    show(f"mixed {dtype.__name__}:", out)
