# Calls inside nests: jit functions, plain defs and lambdas are inlined
# into the nest, which still runs accelerated; the answers are CPython's.
import math

import numpy as np

import alpyna

SCALE = 0.5


@alpyna.jit
def cnd(d):
    """Cumulative normal distribution: two returns."""
    k = 1.0 / (1.0 + 0.2316419 * abs(d))
    w = 0.3989422804014327 * math.exp(-0.5 * d * d) * k * (0.31938153 + k * (-0.356563782 + k * 1.781477937))
    if d > 0:
        return 1.0 - w
    return w


def match(b1, b2):
    return b1 + b2 == 3


sq = lambda x: x * x


def dot_row(m, v, i, n):
    s = 0.0
    for k in range(n):
        s += m[i, k] * v[k]
    return s


def bump(a, i, by=1.0):
    a[i] += by * SCALE


def clamp(x, lo=0.0, hi=1.0):
    if x < lo:
        return lo
    elif x > hi:
        return hi
    else:
        return x


def sign(x):
    if x > 0:
        return 1
    if x < 0:
        return -1
    return 0


def first_over(m, i, n, t):
    # a return inside a loop, and the value after it
    for k in range(n):
        if m[i, k] > t:
            return k
    return -1


def pair_index(m, i, n):
    # a return inside two loops
    for p in range(n):
        for q in range(p + 1, n):
            if m[i, p] + m[i, q] == 9.0:
                return p * n + q
    return -1


def escape(cr, ci, limit):
    # mandelbrot's escape count, written as a function
    zr = 0.0
    zi = 0.0
    for it in range(limit):
        t = zr * zr - zi * zi + cr
        zi = 2.0 * zr * zi + ci
        zr = t
        if zr * zr + zi * zi > 4.0:
            return it
    return limit


def settle(x, steps):
    # after the loop, a value the loop computes
    for s in range(steps):
        if x < 1.0:
            return s * 1.0
        x = x * 0.5
    return x + 100.0


@alpyna.jit
def searches(m, found, counts, n):
    for i in range(n):
        found[i, 0] = first_over(m, i, n, 20.0)
        found[i, 1] = pair_index(m, i, n)
        for j in range(n):
            counts[i, j] = escape(-2.0 + 0.5 * j, -1.0 + 0.4 * i, 30)


@alpyna.jit
def settles(m, settled, n):
    for i in range(n):
        settled[i] = settle(m[i, i] + 1.0, 3)


@alpyna.jit
def prices(c, s, n):
    for i in range(n):
        d1 = math.log(s[i]) - 0.7
        c[i] = s[i] * cnd(d1) - cnd(d1 - 0.3)


@alpyna.jit
def pairs(a, b, out, n):
    for i in range(n):
        for j in range(n):
            if match(a[i], b[j]):
                out[i, j] = sq(a[i] - b[j]) + 1.0
            else:
                out[i, j] = -1.0


@alpyna.jit
def matvec(m, v, y, n):
    for i in range(n):
        y[i] = dot_row(m, v, i, n)


@alpyna.jit
def statements(a, n):
    for i in range(n):
        bump(a, i)
        bump(a, i, by=4.0)


@alpyna.jit
def lazy(a, n):
    for i in range(n):
        a[i] = clamp(a[i]) if a[i] > 0.5 else 0.25
        if a[i] > 0.3 and clamp(a[i], hi=0.75) > 0.7:
            a[i] = 2.0


@alpyna.jit
def signs(a, out, n):
    total = 0
    for i in range(n):
        out[i] = sign(a[i])
        total += sign(a[i] - 1.0)
    return total


@alpyna.jit
def local_helpers(a, n, scale):
    def f(x):
        return x * scale

    g = lambda x: f(x) + 1.0
    for i in range(n):
        a[i] = g(a[i])


@alpyna.jit
def late_binding(a, n):
    # f reads t when it is called, as CPython's closures do
    def f(x):
        return x + t

    for i in range(n):
        t = i * 10.0
        a[i] = f(a[i])


@alpyna.jit
def nested_helpers(m, out, n):
    for i in range(n):
        for j in range(n):
            out[i, j] = first_above(m, i, j)


def first_above(m, i, j):
    # a helper calling a helper
    return clamp(m[i, j] - 3.0, hi=10.0)


@alpyna.jit
def shadowed(a, n):
    SCALE = 100.0  # bump reads the global SCALE, not this one: not inlined
    for i in range(n):
        bump(a, i)
    return SCALE


def helper(x):
    return x + 1.0


@alpyna.jit
def rebound(a, n):
    for i in range(n):
        a[i] = helper(a[i])


n = 6
s = np.arange(1.0, 1.0 + n)
c = np.zeros(n)
prices(c, s, n)
print("prices", c)

a = np.arange(float(n))
b = np.arange(float(n))
out = np.zeros((n, n))
pairs(a, b, out, n)
print("pairs", out)

m = np.arange(float(n * n)).reshape(n, n)
y = np.zeros(n)
matvec(m, s, y, n)
print("matvec", y)

statements(a, n)
print("statements", a)

a = np.arange(float(n)) / (n - 1)
lazy(a, n)
print("lazy", a)

a = np.arange(float(n)) - 2.0
o = np.zeros(n, dtype=np.int64)
print("signs", signs(a, o, n), o)

a = np.arange(float(n))
local_helpers(a, n, 2.0)
print("local", a)
late_binding(a, n)
print("late", a)

nested_helpers(m, out, n)
print("nested", out)

found = np.zeros((n, 2), dtype=np.int64)
counts = np.zeros((n, n), dtype=np.int64)
settled = np.zeros(n)
searches(m, found, counts, n)
settles(m, settled, n)
print("searches", found.tolist(), counts.tolist(), settled)

a = np.zeros(n)
print("shadowed", shadowed(a, n), a)

a = np.zeros(3)
rebound(a, 3)
print("rebound", a)
globals()["helper"] = lambda x: x * 10.0 + 2.0
rebound(a, 3)
print("rebound", a)
