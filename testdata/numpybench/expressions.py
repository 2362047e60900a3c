# NumPy array expressions and reductions over N elements (the first
# argument, 10**6 by default), each timed inside the script (the best of
# REPS runs, the second argument), for BenchmarkNumPyExpressions. Each line
# printed is "case seconds checksum"; the checksums come from the results,
# so alpyna and CPython print the same ones where alpyna is bit-exact.
import sys
import time
import numpy as np

N = int(sys.argv[1]) if len(sys.argv) > 1 else 10**6
REPS = int(sys.argv[2]) if len(sys.argv) > 2 else 5

rng = np.random.default_rng(42)
a64 = rng.uniform(-3.0, 3.0, N)
b64 = rng.uniform(-3.0, 3.0, N)
c64 = rng.uniform(-3.0, 3.0, N)
a32 = a64.astype(np.float32)
b32 = b64.astype(np.float32)
c32 = c64.astype(np.float32)
p64 = np.abs(b64) + 0.5
p32 = p64.astype(np.float32)
ai = rng.integers(-1000, 1000, N)
bi = rng.integers(-1000, 1000, N)
m2 = a64.reshape(1000, N // 1000)
x = a64
y = b64


def best(f):
    t = None
    r = None
    for _ in range(REPS):
        start = time.perf_counter()
        r = f()
        elapsed = time.perf_counter() - start
        if t is None or elapsed < t:
            t = elapsed
    return t, r


def report(name, f):
    t, r = best(f)
    if isinstance(r, np.ndarray):
        check = repr(r.sum())
    else:
        check = repr(r)
    print(name, t, check)


for suffix, a, b, c, p in (("f64", a64, b64, c64, p64), ("f32", a32, b32, c32, p32)):
    report("add_" + suffix, lambda: a + b)
    report("muladd_" + suffix, lambda: a * b + c)
    report("chain_" + suffix, lambda: a * b + c * a - b / p)
    report("sqrt_" + suffix, lambda: np.sqrt(np.abs(a)))
    report("exp_" + suffix, lambda: np.exp(a))
    report("log_" + suffix, lambda: np.log(p))
    report("sin_" + suffix, lambda: np.sin(a))
    report("where_" + suffix, lambda: np.where(a > 0, a, 0))
    report("views_" + suffix, lambda: a[1:-1] + a[2:])
    # 2-d slices of a grid (rows with gaps between them), as in a stencil
    g = a.reshape(1000, -1)
    report("slices2d_" + suffix, lambda: g[1:-1, 1:-1] + g[:-2, 1:-1])
    report("stencil_" + suffix, lambda: g[:-2, 1:-1] + g[1:-1, :-2] - 4 * g[1:-1, 1:-1] + g[1:-1, 2:] + g[2:, 1:-1])
    report("sum_" + suffix, lambda: a.sum())
    report("max_" + suffix, lambda: a.max())
    report("mean_" + suffix, lambda: a.mean())
report("add_i64", lambda: ai + bi)
report("sum_axis0_f64", lambda: m2.sum(axis=0))
report("sum_axis1_f64", lambda: m2.sum(axis=1))
report("dot_f64", lambda: np.dot(x, y))
