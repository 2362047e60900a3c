# np.tanh of float64 and float32 elements inside a jit nest, printed in full
# precision and compared element by element with the interpreter's
# np.tanh: on x86-64 machines with AVX2 and FMA3 NumPy 1.24
# computes it with its own loops (a polynomial per interval of |x|),
# float64 and float32.
# A nest must give NumPy's bits, not the C library's (the values below are
# ones where math.tanh and np.tanh differ in the last bit on such a
# machine), special values and the edges of NumPy's paths included.
import math

import numpy as np

import alpyna

np.seterr(all="ignore")  # nothing warns here; kept as in the other scripts


@alpyna.jit
def nest_tanh(x, out, n):
    for i in range(n):
        out[i] = np.tanh(x[i])


@alpyna.jit
def nest_tanh_mixed(x, out, n):
    # Within a larger expression, and a float32 result widened by a float.
    for i in range(n):
        out[i] = np.tanh(x[i] * 0.5) * 2.0 + np.tanh(x[i] - 1.0)


def show(label, values):
    print(label, " ".join(repr(v) for v in values))


differ = [-1.343, 0.074, -4.625, -0.664, -4.301, -2.768, -1.033, 3.585, -2.104, -1.915, 3.161, -3.193,
          -2.231, 0.077, -0.568, 4.415, 1.992, 0.595, 3.4, -0.579, -2.594, 2.161, 1.603, 4.675]
special = [0.0, -0.0, 5e-324, 1e-310, 2.2250738585072014e-308, 1e-5, 0.125, 0.1875, 0.25, 0.5, 1.0, 2.0,
           9.0, 9.1, 19.0, 22.0, -22.0, 40.0, 1e10, 1e300, 1.7e308, -1.7e308, 3.4e38, float("inf"),
           float("-inf"), float("nan")]
for dtype in (np.float64, np.float32):
    x = np.array(differ + special, dtype=dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_tanh(x, out, n)
    show(f"{dtype.__name__} nest:", out)
    interp = [np.tanh(x[i]) for i in range(n)]
    print(f"{dtype.__name__} nest == interpreter scalars:", all(repr(a) == repr(b) for a, b in zip(out, interp)))
    libm = [dtype(math.tanh(float(v))) if True else None for v in x[:len(differ)]]
    print(f"{dtype.__name__} nest == math.tanh (the C library's):",
          sum(1 for a, b in zip(out, libm) if b is not None and a == b), "of", len(differ))

# Many more elements: the nest against the interpreter's whole-array
# ufunc, element by element (NaNs alike).
for dtype in (np.float64, np.float32):
    x = np.concatenate([np.linspace(-30.0, 30.0, 4096), np.linspace(-0.3, 0.3, 1024), np.geomspace(1e-30, 1e30, 1024)]).astype(dtype)
    n = len(x)
    out = np.zeros(n, dtype=dtype)
    nest_tanh(x, out, n)
    ref = np.tanh(x)
    agree = (out == ref) | (np.isnan(out) & np.isnan(ref))
    print(f"{dtype.__name__}: {n - int(np.count_nonzero(agree))} of {n} differ from the array ufunc;",
          "sum", repr(float(np.sum(out[np.abs(out) < 1e30].astype(np.float64)))))

for dtype in (np.float64, np.float32):
    x = (np.linspace(-6.0, 6.0, 13) + 0.1).astype(dtype)
    out = np.zeros(13)
    nest_tanh_mixed(x, out, 13)
    show(f"mixed {dtype.__name__}:", out)
