# Elementwise operations, ufuncs and reductions against NumPy
# (docs/numpy.md, "Matrix times vector and the ufunc loops at NumPy's
# speed"): `ufunc_bench.py N REPS [case,case,...]` prints "case seconds
# checksum", the best of REPS calls over N elements; run it under
# /usr/bin/python3 and `alpyna run --backend=interp` and compare.
import sys, time
import numpy as np
N = int(sys.argv[1]) if len(sys.argv) > 1 else 10**6
REPS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
rng = np.random.default_rng(42)
a64 = rng.uniform(-3.0, 3.0, N); b64 = rng.uniform(-3.0, 3.0, N); c64 = rng.uniform(-3.0, 3.0, N)
p64 = np.abs(b64) + 0.5
a32, b32, c32, p32 = a64.astype(np.float32), b64.astype(np.float32), c64.astype(np.float32), p64.astype(np.float32)
ai = rng.integers(-1000, 1000, N); bi = rng.integers(-1000, 1000, N)
def best(f):
    t = None
    for _ in range(REPS):
        s = time.perf_counter(); r = f(); e = time.perf_counter() - s
        if t is None or e < t: t = e
    return t, r
def report(name, f):
    t, r = best(f)
    check = repr(r.sum()) if isinstance(r, np.ndarray) else repr(r)
    print(name, "%.6f" % t, check)
only = sys.argv[3].split(",") if len(sys.argv) > 3 else None
cases = []
for sfx, a, b, c, p in (("f64", a64, b64, c64, p64), ("f32", a32, b32, c32, p32)):
    cases += [
        ("add_" + sfx, lambda a=a, b=b: a + b),
        ("muladd_" + sfx, lambda a=a, b=b, c=c: a * b + c),
        ("div_" + sfx, lambda a=a, p=p: a / p),
        ("sqrt_" + sfx, lambda a=a: np.sqrt(np.abs(a))),
        ("exp_" + sfx, lambda a=a: np.exp(a)),
        ("log_" + sfx, lambda p=p: np.log(p)),
        ("sin_" + sfx, lambda a=a: np.sin(a)),
        ("cos_" + sfx, lambda a=a: np.cos(a)),
        ("tanh_" + sfx, lambda a=a: np.tanh(a)),
        ("powarr_" + sfx, lambda p=p, b=b: p ** b),
        ("pow3_" + sfx, lambda a=a: a ** 3),
        ("pow2_" + sfx, lambda a=a: a ** 2),
        ("pow05_" + sfx, lambda p=p: p ** 0.5),
        ("pow25_" + sfx, lambda p=p: p ** 2.5),
        ("where_" + sfx, lambda a=a: np.where(a > 0, a, 0)),
        ("cmp_" + sfx, lambda a=a, b=b: a < b),
        ("sum_" + sfx, lambda a=a: a.sum()),
        ("max_" + sfx, lambda a=a: a.max()),
        ("min_" + sfx, lambda a=a: np.min(a)),
        ("mean_" + sfx, lambda a=a: a.mean()),
        ("std_" + sfx, lambda a=a: a.std()),
        ("argmax_" + sfx, lambda a=a: a.argmax()),
        ("cumsum_" + sfx, lambda a=a: np.cumsum(a)),
        ("abs_" + sfx, lambda a=a: np.abs(a)),
        ("floor_" + sfx, lambda a=a: np.floor(a)),
        ("clip_" + sfx, lambda a=a: np.clip(a, -1, 1)),
        ("maximum_" + sfx, lambda a=a, b=b: np.maximum(a, b)),
        ("arctan2_" + sfx, lambda a=a, b=b: np.arctan2(a, b)),
        ("scale_" + sfx, lambda a=a: 2.0 * a),
        ("sort_" + sfx, lambda a=a: np.sort(a)),
        ("dot_" + sfx, lambda a=a, b=b: np.dot(a, b)),
        ("astype_" + sfx, lambda a=a: a.astype(np.int64)),
    ]
cases += [("add_i64", lambda: ai + bi), ("mul_i64", lambda: ai * bi), ("sum_i64", lambda: ai.sum()), ("floordiv_i64", lambda: ai // 7), ("mod_i64", lambda: ai % 7), ("pow2_i64", lambda: ai ** 2)]
for name, f in cases:
    if only is None or name in only:
        report(name, f)
