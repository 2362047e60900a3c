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


def rcp_steps64():
    """Mantissas around the places where log's rounded reciprocal steps (m = 1 + k/64)."""
    out = []
    for k in range(64):
        m = 1 + k / 64
        for e in (-3, 0, 5):
            for d in (-1, 0, 1):
                out.append(np.nextafter(m, m + d) * 2.0 ** e if d else m * 2.0 ** e)
    return np.array(out)


FUNCS = {
    # name: (float32 pool or None when the float32 loop is not ported,
    #        float64 pool, boundaries)
    "tanh": (lambda n: np.concatenate([rng.uniform(-10, 10, n), rng.uniform(-0.1, 0.1, n),
                                       rng.standard_normal(n) * 3]),
             lambda n: np.concatenate([rng.uniform(-22, 22, n), rng.uniform(-0.3, 0.3, n),
                                       rng.standard_normal(n) * 3]),
             (boundaries32, boundaries64)),
    # float64 only: __svml_log108 (AVX-512); float32 (__svml_log10f16) is not ported.
    "log10": (None,
              lambda n: np.concatenate([np.exp2(rng.uniform(-1074, 1024, n)), rng.uniform(0.5, 2, n),
                                        rng.uniform(0.9, 1.1, n)]),
              (None, rcp_steps64)),
    # float64 only: __svml_log28 (AVX-512).
    "log2": (None,
             lambda n: np.concatenate([np.exp2(rng.uniform(-1074, 1024, n)), rng.uniform(0.5, 2, n),
                                       rng.uniform(0.9, 1.1, n), np.exp2(np.arange(-1074.0, 1024.0))[:n]]),
             (None, rcp_steps64)),
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
}


def pick(fn, dtype, pool, nrandom, ndiff):
    """nrandom inputs from pool plus up to ndiff where NumPy and math differ."""
    def ref1(x):
        try:
            return getattr(math, fn)(float(x))
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
            if fn == "cosh":
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
            y = getattr(np, fn)(x)
            for xb, yb in zip(x.view(utype), y.view(utype)):
                w("%s %s %s %s\n" % (fn, np.dtype(dtype).name, fmt % xb, fmt % yb))


main()
