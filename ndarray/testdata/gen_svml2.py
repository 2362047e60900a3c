"""Records NumPy 1.24's float64 power and arctan2 (SVML's __svml_pow8 and
__svml_atan28 on AVX-512 machines) and float32 power and arctan2
(__svml_powf16, __svml_atan2f16) for ndarray's svmlpow_test.go.

    /usr/bin/python3 ndarray/testdata/gen_svml2.py > ndarray/testdata/svml2_golden.txt
    /usr/bin/python3 ndarray/testdata/gen_svml2.py --bulk N DIR

The first form writes a few thousand cases as hex bits (func x y result);
the second writes N cases of random and ranged inputs per function as raw
float64 (float32 for power32, arctan2_32) triples (DIR/NAME.bin) for the
bulk check
ALPYNA_SVML2_BULK=DIR go test ./ndarray -run SVML2Bulk.
"""
import os
import sys

import numpy as np


def pow_inputs(rng, n):
    parts = []
    parts.append((rng.uniform(0.001, 100, n), rng.uniform(-5, 5, n)))
    parts.append((np.exp(rng.uniform(-700, 700, n)), rng.uniform(-2, 2, n)))
    parts.append((rng.uniform(0.001, 100, n),
                  rng.choice([-1.5, 0.5, 1.5, 2.5, 3.0, 2.0, 1.0, -1.0, -2.0, -3.0, 0.25, 1 / 3, 7.0], n)))
    parts.append((rng.integers(0, 2**64, n, dtype=np.uint64).view(np.float64),
                  rng.integers(0, 2**64, n, dtype=np.uint64).view(np.float64)))
    parts.append((rng.integers(0, 2**64, n, dtype=np.uint64).view(np.float64), rng.uniform(-20, 20, n)))
    parts.append((-rng.uniform(0.001, 100, n), rng.integers(-10, 10, n).astype(float)))
    parts.append((-rng.uniform(0.001, 100, n), rng.uniform(-3, 3, n)))
    x = rng.uniform(1.5, 3, n)  # results near overflow
    parts.append((x, 1024 / np.log2(x) * rng.uniform(0.97, 1.03, n)))
    x = rng.uniform(1.5, 3, n)  # near and below the subnormal range
    parts.append((x, -1074 / np.log2(x) * rng.uniform(0.95, 1.02, n)))
    x = rng.uniform(0.3, 0.9, n)
    parts.append((x, 1030 / np.log2(x) * rng.uniform(0.97, 1.06, n)))
    parts.append((rng.uniform(0, 2**-1022, n), rng.uniform(-1.5, 1.5, n)))
    parts.append((-rng.uniform(0, 2**-1022, n), rng.integers(-3, 3, n).astype(float)))
    parts.append((1 + rng.uniform(-1e-6, 1e-6, n), rng.uniform(-1e6, 1e6, n)))
    return parts


def atan2_inputs(rng, n):
    parts = []
    parts.append((rng.uniform(-10, 10, n), rng.uniform(-10, 10, n)))
    parts.append((rng.normal(0, 1, n), rng.normal(0, 1, n)))
    parts.append((rng.uniform(-1, 1, n) * 10.0 ** rng.uniform(-30, 30, n),
                  rng.uniform(-1, 1, n) * 10.0 ** rng.uniform(-30, 30, n)))
    x = rng.uniform(-10, 10, n)
    parts.append((x, x * rng.choice([1, -1, 1 + 1e-12], n)))
    # random bit patterns and magnitudes, normal numbers (SVML's scalar
    # routine, which alpyna does not port, takes some pairs with a
    # subnormal operand: see svmlatan2.go)
    for _ in range(2):
        a = rng.integers(0, 2**64, n, dtype=np.uint64).view(np.float64)
        b = rng.integers(0, 2**64, n, dtype=np.uint64).view(np.float64)
        keep = (np.abs(a) >= 2.0**-1022) & (np.abs(b) >= 2.0**-1022)
        parts.append((a[keep], b[keep]))
    return parts


def pow32_inputs(rng, n):
    # positive bases with results in float32's normal range: the lanes
    # SVML's powf16 computes in its vector code, which alpyna executes
    # (its scalar routine, for negative bases and results beyond the
    # normal range, is not ported)
    f = np.float32
    parts = []
    parts.append((rng.uniform(0.001, 100, n).astype(f), rng.uniform(-5, 5, n).astype(f)))
    parts.append((rng.uniform(0.01, 4, n).astype(f),
                  rng.choice([3.0, 2.5, 1.5, -1.5, 0.75, 4.0, 7.0, -2.0, 1.0, 2.0, 0.5, -1.0], n).astype(f)))
    parts.append((np.exp(rng.uniform(-80, 80, n)).astype(f), rng.uniform(-1, 1, n).astype(f)))
    x = rng.integers(0x00800000, 0x7f800000, n, dtype=np.uint32).view(f)
    parts.append((x, rng.uniform(-4, 4, n).astype(f)))
    out = []
    for x, y in parts:
        with np.errstate(all="ignore"):
            r = np.abs(x.astype(np.float64) ** y.astype(np.float64))
        keep = (r > 2.0 ** -120) & (r < 2.0 ** 120)
        out.append((x[keep], y[keep]))
    return out


def atan2_32_inputs(rng, n):
    f = np.float32
    parts = []
    parts.append((rng.uniform(-10, 10, n).astype(f), rng.uniform(-10, 10, n).astype(f)))
    parts.append((rng.normal(0, 1, n).astype(f), rng.normal(0, 1, n).astype(f)))
    parts.append(((rng.uniform(-1, 1, n) * 10.0 ** rng.uniform(-30, 30, n)).astype(f),
                  (rng.uniform(-1, 1, n) * 10.0 ** rng.uniform(-30, 30, n)).astype(f)))
    parts.append((rng.integers(0, 2**32, n, dtype=np.uint32).view(f),
                  rng.integers(0, 2**32, n, dtype=np.uint32).view(f)))
    return parts


SPECIAL32 = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 2.0, -2.0, 0.5, 3.0, -3.0, 3e38],
                     dtype=np.float32)


SPECIAL = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0,
                    1e-310, -1e-310, 1e308, -1e308, 2.5, -2.5, 1e300, 1e-300, 5e-324])


def cases(rng, n):
    X, Y = np.meshgrid(SPECIAL, SPECIAL)
    grid = (X.ravel(), Y.ravel())
    out = {}
    for name, f, gen in (("power", np.power, pow_inputs), ("arctan2", np.arctan2, atan2_inputs)):
        parts = gen(rng, n) + [grid]
        x = np.concatenate([p[0] for p in parts])
        y = np.concatenate([p[1] for p in parts])
        with np.errstate(all="ignore"):
            r = f(x, y)
        out[name] = (x, y, r)
    X, Y = np.meshgrid(SPECIAL32, SPECIAL32)
    parts = pow32_inputs(rng, n) + [(X.ravel(), Y.ravel())]
    x = np.concatenate([p[0] for p in parts])
    y = np.concatenate([p[1] for p in parts])
    with np.errstate(all="ignore"):
        out["power32"] = (x, y, np.power(x, y))
    sp = np.append(SPECIAL32, np.float32(1e-40))
    X, Y = np.meshgrid(sp, sp)
    parts = atan2_32_inputs(rng, n) + [(X.ravel(), Y.ravel())]
    x = np.concatenate([p[0] for p in parts])
    y = np.concatenate([p[1] for p in parts])
    with np.errstate(all="ignore"):
        out["arctan2_32"] = (x, y, np.arctan2(x, y))
    return out


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--bulk":
        n, d = int(sys.argv[2]), sys.argv[3]
        os.makedirs(d, exist_ok=True)
        for name, (x, y, r) in cases(np.random.default_rng(20261128), n).items():
            np.stack([x, y, r]).tofile(os.path.join(d, name + ".bin"))
        return
    print("# NumPy %s float64 and float32 power and arctan2 on x86-64 with AVX-512; see gen_svml2.py"
          % np.__version__)
    for name, (x, y, r) in cases(np.random.default_rng(15), 150).items():
        bits = np.uint32 if x.dtype == np.float32 else np.uint64
        width = 8 if bits == np.uint32 else 16
        for a, b, c in zip(x.view(bits), y.view(bits), r.view(bits)):
            print("%s %0*x %0*x %0*x" % (name, width, a, width, b, width, c))


main()
