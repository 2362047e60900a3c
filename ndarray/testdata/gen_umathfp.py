#!/usr/bin/python3
"""Generates umathfp_golden.txt, NumPy's bits for the float ufuncs ../tanh.go and ../svml*.go port.

Run with the reference interpreter (CPython 3.11, NumPy 1.24) on an x86-64
machine with AVX2 and FMA3 or AVX-512, from this directory:

    /usr/bin/python3 gen_umathfp.py > umathfp_golden.txt

Each line is "FUNC DTYPE X Y", X and Y the input's and NumPy's result's
bits in hex. The inputs: special values (zeros, infinities, NaNs of
either sign and other payloads, subnormals, the largest finite), every
interval boundary of the port's table and its neighbours, random values
over the whole range and where the function changes, and inputs where
NumPy's result differs from the correctly rounded one (Python's math,
within an ulp or so), so that a correctly rounded implementation fails.
Add a function by adding it to FUNCS with its ranges. ../tanh_test.go
also checks the ports against NumPy on millions of inputs when
ALPYNA_UMATHFP_BULK names a folder this script's --bulk option filled.
"""
import math
import sys

import numpy as np

np.seterr(all="ignore")
assert np.__version__.startswith("1.24."), np.__version__
rng = np.random.default_rng(20261127)

SPECIAL32 = np.concatenate([
    np.array([0.0, -0.0, np.inf, -np.inf, 1.0, -1.0, 2.0, 0.5, 1e-30, -1e-30, 9.0, -9.0], dtype=np.float32),
    np.array([0x7fc00000, 0xffc00000, 0x7fc00001, 0x7f800001, 0x00000001, 0x80000001,
              0x007fffff, 0x00800000, 0x7f7fffff, 0xff7fffff, 0x7f000000, 0x7f200000], dtype=np.uint32).view(np.float32),
])
SPECIAL64 = np.concatenate([
    np.array([0.0, -0.0, np.inf, -np.inf, 1.0, -1.0, 2.0, 0.5, 1e-300, -1e-300, 19.0, -20.0, 1e300]),
    np.array([0x7ff8000000000000, 0xfff8000000000000, 0x7ff8000000000001, 0x7ff0000000000001,
              0x0000000000000001, 0x8000000000000001, 0x000fffffffffffff, 0x0010000000000000,
              0x7fefffffffffffff, 0x7fe0000000000000, 0x7fe8000000000000], dtype=np.uint64).view(np.float64),
])


def boundaries32():
    """The float32 table's interval starts (exponent and first mantissa bit) and neighbours."""
    out = []
    for e in range(0x3d400000, 0x41400000, 0x200000):
        for d in (-1, 0, 1):
            out.append(e + d)
    return np.array(out, dtype=np.uint32).view(np.float32)


def boundaries64():
    out = []
    for e in range(0x3fc00000, 0x40400000, 0x80000):
        for d in (-1, 0, 1):
            out.append((e << 32) + d)
    return np.array(out, dtype=np.uint64).view(np.float64)


def log10_bounds32():
    """__svml_log10f16's table intervals: m in [3/4, 3/2) by its first four mantissa bits, each
    boundary and its neighbours, at a few exponents."""
    out = []
    for e in (-126, -3, 0, 7, 127):
        for m in [0.75 + k / 32 for k in range(8)] + [1 + k / 16 for k in range(8)] + [1.5]:
            v = np.float32(m * 2.0 ** e) if abs(e) < 127 or m < 1.5 else np.float32(1.0)
            out += [np.nextafter(v, np.float32(0)), v, np.nextafter(v, np.float32(np.inf))]
    return np.array(out, dtype=np.float32)


def rcp_steps64():
    """Mantissas around the places where log's rounded reciprocal steps (m = 1 + k/64)."""
    out = []
    for k in range(64):
        m = 1 + k / 64
        for e in (-3, 0, 5):
            for d in (-1, 0, 1):
                out.append(np.nextafter(m, m + d) * 2.0 ** e if d else m * 2.0 ** e)
    return np.array(out)


def atan_bounds64():
    """Where __svml_atan8's quarter (k/4, the midpoints k/4 + 1/8 between two) and its large
    path (7.875) change, and neighbours."""
    out = []
    for k in range(0, 66):
        v = k / 8
        out += [np.nextafter(v, -1.0), v, np.nextafter(v, 9.0)]
    return np.array(out + [2.0 ** 128, 2.0 ** 128 * 1.5, 1e300])


def asin_pool(n):
    return np.concatenate([rng.uniform(-1, 1, n), rng.uniform(0.49, 0.51, n), 1 - np.exp2(rng.uniform(-53, -1, n)),
                           -np.exp2(rng.uniform(-1074, -1, n))])


def asin_bounds64():
    """Where __svml_asin8 and __svml_acos8 switch to the square root (1/2), where its reciprocal
    square root is zeroed (y = (1 - |x|)/2 below 2**-255, |x| near 1), and the domain's ends."""
    out = []
    for v in (0.5, 1.0, 1 - 2.0 ** -53, 1 - 2.0 ** -52):
        out += [np.nextafter(v, 0.0), v, np.nextafter(v, 2.0)]
    return np.array(out + [0.25, 1 / 3, 2 ** -27, 2 ** -1022])


FUNCS = {
    # name: (float32 pool or None when the float32 loop is not ported,
    #        float64 pool, boundaries)
    "tanh": (lambda n: np.concatenate([rng.uniform(-10, 10, n), rng.uniform(-0.1, 0.1, n),
                                       rng.standard_normal(n) * 3]),
             lambda n: np.concatenate([rng.uniform(-22, 22, n), rng.uniform(-0.3, 0.3, n),
                                       rng.standard_normal(n) * 3]),
             (boundaries32, boundaries64)),
    # __svml_log108 and __svml_log10f16 (AVX-512).
    "log10": (lambda n: np.concatenate([np.exp2(rng.uniform(-149, 128, n)), rng.uniform(0.7, 1.6, n),
                                        rng.uniform(0, 100, n)]),
              lambda n: np.concatenate([np.exp2(rng.uniform(-1074, 1024, n)), rng.uniform(0.5, 2, n),
                                        rng.uniform(0.9, 1.1, n)]),
              (log10_bounds32, rcp_steps64)),
    # __svml_log28 and __svml_log2f16 (AVX-512).
    "log2": (lambda n: np.concatenate([np.exp2(rng.uniform(-149, 128, n)), rng.uniform(0.7, 1.6, n),
                                       rng.uniform(0, 100, n), np.exp2(np.arange(-149.0, 128.0))[:n]]),
             lambda n: np.concatenate([np.exp2(rng.uniform(-1074, 1024, n)), rng.uniform(0.5, 2, n),
                                       rng.uniform(0.9, 1.1, n), np.exp2(np.arange(-1074.0, 1024.0))[:n]]),
             (log10_bounds32, rcp_steps64)),
    # float64 only: __svml_log1p8 (AVX-512).
    "log1p": (None,
              lambda n: np.concatenate([np.exp2(rng.uniform(-1074, 1024, n)), rng.uniform(-1, 1, n),
                                        rng.uniform(-1e-3, 1e-3, n), rng.uniform(-1, -0.99, n)]),
              (None, lambda: rcp_steps64() - 1)),
    # float64 only: __svml_expm18 (AVX-512); [707.7, 709.79] (SVML's scalar path, one ulp off
    # for 0.6% of arguments) left out.
    "expm1": (None,
              lambda n: np.concatenate([rng.uniform(-50, 50, n), rng.uniform(-1, 1, n), rng.uniform(-1e-5, 1e-5, n),
                                        rng.uniform(-800, 707.7, n), rng.uniform(709.8, 1e300, n // 8)]),
              (None, lambda: np.array([-745.2, -708.4, -1e-300, 1e-300, 5e-324, -5e-324, 707.6, 709.8, 710.0]))),
    # float64 only: __svml_exp28 (AVX-512); |x| in [1021.9995, 1080) (SVML's scalar path, one
    # ulp off for about 7%) left out.
    "exp2": (None,
             lambda n: np.concatenate([rng.uniform(-1021.99, 1021.99, n), rng.uniform(-1, 1, n),
                                       rng.uniform(-1e-5, 1e-5, n), np.arange(-1021, 1022, 0.0625)[:n]]),
             (None, lambda: np.array([-1e-300, 1e-300, 5e-324, -5e-324, 1021.9, -1021.9, 1080.5, -1080.5, 2000.0]))),
    # float64 only: __svml_cosh8 (AVX-512); |x| in (707.7, 710.48] (SVML's scalar path, not
    # ported: the C library's cosh there, one ulp off for about 15%) left out.
    "cosh": (None,
             lambda n: np.concatenate([rng.uniform(-707.7, 707.7, n), rng.uniform(-3, 3, n),
                                       rng.uniform(-1e-5, 1e-5, n), rng.uniform(710.5, 1e300, n // 8)]),
             (None, lambda: np.array([-1e-300, 1e-300, 5e-324, 707.6, -707.6, 710.5, -711.0, 1e300]))),
    # float64 only: __svml_atan8 (AVX-512; its division starts from the machine's VRCP14).
    "arctan": (None,
               lambda n: np.concatenate([rng.uniform(-10, 10, n), rng.uniform(-1, 1, n), rng.uniform(7.8, 8, n),
                                         np.exp2(rng.uniform(-1074, 1024, n)) * rng.choice([-1.0, 1.0], n)]),
               (None, atan_bounds64)),
    # float64 only: __svml_sinh8 (AVX-512); |x| in (707.7, 710.48] (SVML's scalar path, not
    # ported: the C library's sinh there, one ulp off for about 15%) left out.
    "sinh": (None,
             lambda n: np.concatenate([rng.uniform(-707.6, 707.6, n), rng.uniform(-3, 3, n),
                                       rng.uniform(-1e-5, 1e-5, n), rng.uniform(710.5, 1e300, n // 8)]),
             (None, lambda: np.array([-1e-300, 1e-300, 5e-324, 707.6, -707.6, 710.5, -711.0, 1e300,
                                      0.0054, 0.0055, 1e-8]))),
    # float64 only: __svml_cbrt8 (AVX-512; VRCP14's reciprocal of the mantissa, rounded to 1/16).
    "cbrt": (None,
             lambda n: np.concatenate([rng.uniform(-100, 100, n), rng.uniform(0.5, 8, n),
                                       np.exp2(rng.uniform(-1074, 1024, n)) * rng.choice([-1.0, 1.0], n)]),
             (None, lambda: np.concatenate([rcp_steps64(), np.exp2(np.arange(-1074.0, 1024.0, 1.0))[::7]]))),
    # float64 only: __svml_tan8 (AVX-512; VRCP14's reciprocal of the denominator); |x| > 128000
    # (SVML's long reduction, not ported: the C library's tan there, one ulp off for about 40%)
    # left out.
    "tan": (None,
            lambda n: np.concatenate([rng.uniform(-10, 10, n), rng.uniform(-128000, 128000, n),
                                      rng.uniform(-1e-3, 1e-3, n), np.exp2(rng.uniform(-1074, 16.9, n))]),
            (None, lambda: np.concatenate([np.arange(-64, 65) * (np.pi / 16), [127999.99, -127999.99, 128000.0]]))),
    # float64 only: __svml_asin8 and __svml_acos8 (AVX-512; VRSQRT14's square root for |x| >= 1/2).
    "arcsin": (None, asin_pool, (None, asin_bounds64)),
    "arccos": (None, asin_pool, (None, asin_bounds64)),
    # float64 only: __svml_atanh8 (AVX-512; VRCP14's reciprocals of 1 + |x| and 1 - |x|).
    "arctanh": (None, asin_pool, (None, asin_bounds64)),
    # float64 only: __svml_asinh8 (AVX-512; VRSQRT14's sqrt(x² + 1), VRCP14's log).
    "arcsinh": (None,
                lambda n: np.concatenate([rng.uniform(-10, 10, n), rng.uniform(-0.01, 0.01, n),
                                          np.exp2(rng.uniform(-1074, 1024, n)) * rng.choice([-1.0, 1.0], n)]),
                (None, lambda: np.array([2.0 ** -8, np.nextafter(2.0 ** -8, 0), 2.0 ** 511, np.nextafter(2.0 ** 511, 0),
                                         1e154, 1e155, 1.0, 0.5]))),
    # float64 only: __svml_acosh8 (AVX-512; as asinh).
    "arccosh": (None,
                lambda n: np.concatenate([rng.uniform(1, 10, n), 1 + np.exp2(rng.uniform(-53, -1, n)),
                                          np.exp2(rng.uniform(0, 1024, n)), rng.uniform(0, 1.1, n // 8)]),
                (None, lambda: np.array([1.0, np.nextafter(1.0, 2.0), 1 + 2.0 ** -17, 1 + 2.0 ** -16, 2.0 ** 511,
                                         np.nextafter(2.0 ** 511, 0), 1e154, 2.0, 0.5]))),
}

# The math module's names of the functions whose NumPy name differs.
MATH_NAMES = {"arctan": "atan", "arcsin": "asin", "arccos": "acos", "arctanh": "atanh", "arcsinh": "asinh",
              "arccosh": "acosh"}


def pick(fn, dtype, pool, nrandom, ndiff):
    """nrandom inputs from pool plus up to ndiff where NumPy and math differ."""
    def ref1(x):
        try:
            return getattr(math, MATH_NAMES.get(fn, fn))(float(x))
        except (ValueError, OverflowError):
            return math.nan
    got = getattr(np, fn)(pool)
    ref = np.array([ref1(x) for x in pool]).astype(dtype)
    differ = np.flatnonzero(np.isfinite(got) & (got != ref))
    out = list(pool[:nrandom])
    out += list(pool[rng.choice(differ, min(ndiff, len(differ)), replace=False)])
    return out


def bulk(folder):
    """Writes FUNC_DTYPE_x.bin and FUNC_DTYPE_y.bin: 4 million random bit patterns and values each."""
    for fn, (p32, p64, _) in FUNCS.items():
        for dtype, utype, pool in [(np.float32, np.uint32, p32), (np.float64, np.uint64, p64)]:
            if pool is None:
                continue
            bits = rng.integers(0, 2**63, 2_000_000, dtype=np.int64).astype(np.uint64)
            bits = (bits << np.uint64(1)) | rng.integers(0, 2, 2_000_000, dtype=np.uint64)
            if utype == np.uint32:
                bits = (bits >> np.uint64(32)).astype(np.uint32)
            x = np.concatenate([bits.view(dtype), pool(700_000).astype(dtype)])
            if fn == "expm1":
                x = x[~((x >= 707.7) & (x <= 709.79))]
            if fn == "exp2":
                x = x[~((np.abs(x) >= 1021.99) & (np.abs(x) < 1080))]
            if fn == "tan":
                x = x[~(np.abs(x) > 128000)]
            if fn in ("cosh", "sinh"):
                x = x[~((np.abs(x) > 707.69) & (np.abs(x) <= 710.5))]
            name = "%s_%s" % (fn, np.dtype(dtype).name)
            x.tofile("%s/%s_x.bin" % (folder, name))
            getattr(np, fn)(x).tofile("%s/%s_y.bin" % (folder, name))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--bulk":
        bulk(sys.argv[2])
        return
    w = sys.stdout.write
    w("# NumPy %s float ufuncs on x86-64 with AVX-512; see gen_umathfp.py\n" % np.__version__)
    for fn, (p32, p64, (b32, b64)) in FUNCS.items():
        for dtype, specials, pool, bounds, fmt, utype in [
            (np.float32, SPECIAL32, p32, b32, "%08x", np.uint32),
            (np.float64, SPECIAL64, p64, b64, "%016x", np.uint64),
        ]:
            if pool is None:
                continue
            pl = pool(2000).astype(dtype)
            rng.shuffle(pl)
            b = bounds()
            x = np.array(list(specials) + list(b) + list(-b) + pick(fn, dtype, pl, 150, 200), dtype=dtype)
            if fn == "tan":  # the long reduction is not ported
                x = x[~(np.isfinite(x) & (np.abs(x) > 128000))]
            y = getattr(np, fn)(x)
            for xb, yb in zip(x.view(utype), y.view(utype)):
                w("%s %s %s %s\n" % (fn, np.dtype(dtype).name, fmt % xb, fmt % yb))


main()
