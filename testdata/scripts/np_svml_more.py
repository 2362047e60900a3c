# float64 np.cbrt, np.arctanh, np.arcsinh and np.arccosh of arrays and
# scalars, printed in full precision: on machines with AVX-512 NumPy 1.24
# computes them with Intel's SVML, whose last bits differ from the C
# library's for many arguments (the values below are such ones on this
# machine), ported by alpyna; so is float32 log2 (SVML's too). Their
# float32 versions are the C library's in alpyna, which agree with
# NumPy's on the values below (float32 cbrt, where they differ, is left
# out).
import math

import numpy as np

np.seterr(all="ignore")  # arctanh(±1), arccosh(<1) would warn


def show(label, values):
    print(label, " ".join(repr(float(v)) for v in values))


cbrt_differ = np.array([0.5, 3.0, 0.7, 1.6, 2.5, 9.1, -4.4, 100.3, 1e-10, -7.77e22, 1e300, 5e-324])
atanh_differ = np.array([0.123, -0.456, 0.789, 0.9, -0.95, 0.3, 1e-5, 0.49999, 0.5, 0.99999999, -0.1])
asinh_differ = np.array([-14.947, -12.311, -15.451, 4.807, 7.607, 8.086, 0.145, 1.149, 16.129, 0.297, 1e300])
acosh_differ = np.array([15.682, 4.249, 18.309, 2.571, 29.941, 2.248, 1.533, 10.417, 8.2, 25.937, 2.0, 1.0000001])
special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 2.0, 1e-310, 0.00390625, 6.7e153])
# (math.cbrt is CPython 3.11's, which alpyna's math module lacks: cbrt is
# not compared with the C library's.)
for name, f, m, xs, grid in [
        ("cbrt", np.cbrt, None, cbrt_differ, np.linspace(-1e3, 1e3, 20001)),
        ("arctanh", np.arctanh, math.atanh, atanh_differ, np.linspace(-0.999, 0.999, 20001)),
        ("arcsinh", np.arcsinh, math.asinh, asinh_differ, np.linspace(-50.0, 50.0, 20001)),
        ("arccosh", np.arccosh, math.acosh, acosh_differ, np.linspace(1.0, 100.0, 20001))]:
    y = f(xs)
    show(name, y)
    print(name, "scalars == array:", all(repr(f(v)) == repr(w) for v, w in zip(xs, y)))
    if m is not None:
        print(name, "== math (the C library's):", sum(1 for v, w in zip(xs, y) if m(float(v)) == w), "of", len(xs))
    show(name + " special", f(special))
    print(name, "grid sum", repr(float(np.sum(f(grid)))), repr(float(f(grid)[1234])))
print(np.arctanh(np.float32(0.25)), np.arcsinh(np.float32(0.25)), np.arccosh(np.float32(3)))

# float32 log2: SVML's __svml_log2f16, not the float64 log2 rounded.
x32 = np.array([661.84973, 149.69664, 858.847, 558.781, 918.6199, 338.51202, 466.56827, 158.31386, 721.6044,
                775.80884, 1e-40, 3.4e38, 0.0, -1.0, np.inf, np.nan, 0.75, 1.5], dtype=np.float32)
y32 = np.log2(x32)
print("float32 log2", " ".join(repr(v) for v in y32))
print("float32 log2 == rounded float64 log2:",
      sum(1 for v, w in zip(x32[:10], y32) if np.float32(math.log2(float(v))) == w), "of 10")
print("float32 log2 grid sum", repr(float(np.sum(np.log2(np.linspace(0.01, 1000.0, 30001, dtype=np.float32)).astype(np.float64)))))
