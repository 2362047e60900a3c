# Helpers that return several values as a tuple, unpacked at the call
# (`vx, vy = vel(...)`), run inlined in kernels: each element gets a name.
# Also a loop over a tuple of values (`for v in (b, c)`) and a string as a
# comment in a loop body ("omp parallel for").
import math
import numpy as np
import alpyna


def vel(d, mx, my):
    """Velocity from density and momentum."""
    return mx / d, my / d


def polar(x, y):
    r = math.sqrt(x * x + y * y)
    if r == 0.0:
        return (0.0, 0.0)
    return (r, math.atan2(y, x))


def minmax3(a, b, c):
    lo = a
    hi = a
    for v in (b, c):
        if v < lo:
            lo = v
        if v > hi:
            hi = v
    return lo, hi, hi - lo


def pair_bad(a):
    t = (a, a + 1)
    return t


def uneven(a):
    "Two values, or three where a is large."
    if a < 0.5:
        return a, a
    return a, a, a


@alpyna.jit
def flux(n, var, out):
    for i in range(n):
        "omp parallel for"
        vx, vy = vel(var[i], var[i + n], var[i + 2 * n])
        s = 0.0
        for j in range(4):
            s += vx * j + vy
        out[i] = s


@alpyna.jit
def to_polar(xy, out, n):
    for i in range(n):
        out[i, 0], out[i, 1] = polar(xy[i, 0], xy[i, 1])


@alpyna.jit
def to_polar_named(xy, out, n):
    for i in range(n):
        rt = polar(xy[i, 0], xy[i, 1])
        out[i, 0] = rt[0] * 2.0
        out[i, 1] = rt[-1]


@alpyna.jit
def spans(a, out, n):
    for i in range(n):
        [lo, hi, w] = minmax3(a[i, 0], a[i, 1], a[i, 2])
        out[i] = lo + 2.0 * hi + 3.0 * w


@alpyna.jit
def tuple_var(a, out, n):
    for i in range(n):
        p, q = pair_bad(a[i])
        out[i] = p * q


@alpyna.jit
def bad_arity(a, out, n):
    for i in range(n):
        p, q = uneven(a[i])
        out[i] = p + q


n = 2000
var = np.linspace(1.0, 2.0, 3 * n)
out = np.zeros(n)
flux(n, var, out)
print(f"{out.sum():.10e}")
np.random.seed(3)
xy = np.random.rand(500, 2) - 0.5
xy[7] = 0.0
o2 = np.zeros((500, 2))
to_polar(xy, o2, 500)
print(o2[:3], o2[7], o2.sum())
o3 = np.zeros((500, 2))
to_polar_named(xy, o3, 500)
print(o3[:2], o3.sum())
a = np.random.rand(300, 3)
o = np.zeros(300)
spans(a, o, 300)
print(o[:4], o.sum())
o = np.zeros(300)
tuple_var(a[:, 0].copy(), o, 300)
print(o.sum())
b = np.random.rand(10) * 0.4
o = np.zeros(10)
bad_arity(b, o, 10)
print(o.sum())
b[3] = 0.9
try:
    o[:] = 0.0
    bad_arity(b, o, 10)
except ValueError as e:
    print("ValueError", e, o.sum())
