# np.exp, np.log, np.sin and np.cos of float64 and float32 elements inside
# a jit nest and in the interpreter, printed in full precision: NumPy 1.24
# computes them with its own float32 loops and Intel's SVML for float64,
# not with the C library, and a nest must give NumPy's bits (special
# values, subnormals, exp's overflow and underflow edges, and the large
# arguments of sin and cos included).
import numpy as np

import alpyna

np.seterr(all="ignore")  # log of negatives and exp overflow would warn


@alpyna.jit
def nest_math(x, out, n):
    for i in range(n):
        out[0, i] = np.exp(x[i])
        out[1, i] = np.log(x[i])
        out[2, i] = np.sin(x[i])
        out[3, i] = np.cos(x[i])


@alpyna.jit
def nest_mixed(x, out, n):
    # Within larger expressions, and float32 results widened by a float.
    for i in range(n):
        out[i] = np.exp(x[i] * 0.5) + np.sin(x[i]) * np.cos(x[i]) - np.log(abs(x[i]) + 1.0)


def show(label, values):
    print(label, " ".join(repr(v) for v in values))


special = [0.0, -0.0, 5e-324, 1e-310, 2.2250738585072014e-308, 1e-5, 0.5, 1.0, -1.0, 2.0,
           3.0, 10.0, 88.5, 88.8, -87.5, -103.5, -104.5, 700.0, 707.5, 708.0, 709.7, 709.8,
           -707.9, -708.5, -740.0, -745.0, -746.0, 71476.0, 71477.0, 117435.0, 117436.0,
           1e7, 16777217.0, 3e7, 1e10, 1e22, -1e22, 1e300, 3.4e38, float("inf"),
           float("-inf"), float("nan")]


def geometric(start, ratio, count):
    # Built by multiplying (NumPy's power and geomspace round differently).
    values = [start]
    for _ in range(count - 1):
        values.append(values[-1] * ratio)
    return values


spread = list(np.linspace(-40.0, 40.0, 22)) + geometric(1e-3, 2.63, 20)
names = ["exp", "log", "sin", "cos"]
funcs = [np.exp, np.log, np.sin, np.cos]
for dtype in (np.float64, np.float32):
    x = np.array(special + spread, dtype=dtype)
    n = len(x)
    out = np.zeros((4, n), dtype=dtype)
    nest_math(x, out, n)
    for k in range(4):
        show(f"{dtype.__name__} {names[k]} nest:", out[k])
        interp = [funcs[k](x[i]) for i in range(n)]
        same = all(repr(a) == repr(b) for a, b in zip(out[k], interp))
        print(f"{dtype.__name__} {names[k]} nest == interpreter scalars:", same)

# Many more elements: the nest against the interpreter's whole-array
# ufuncs, element by element (NaNs alike).
for dtype in (np.float64, np.float32):
    x = np.concatenate([np.linspace(-50.0, 50.0, 2048), np.arange(1024) * 1234.567 - 600000.0,
                        geometric(1e-30, 1.145, 1024)]).astype(dtype)
    n = len(x)
    out = np.zeros((4, n), dtype=dtype)
    nest_math(x, out, n)
    for k in range(4):
        ref = funcs[k](x)
        agree = (out[k] == ref) | (np.isnan(out[k]) & np.isnan(ref))
        print(f"{dtype.__name__} {names[k]}: {n - int(np.count_nonzero(agree))} of {n} differ from the array ufunc;",
              "sum", repr(float(np.sum(out[k][np.isfinite(out[k])].astype(np.float64)))))

for dtype in (np.float64, np.float32):
    x = np.linspace(-6.0, 6.0, 13).astype(dtype)
    out = np.zeros(13)
    nest_mixed(x, out, 13)
    show(f"mixed {dtype.__name__}:", out)
