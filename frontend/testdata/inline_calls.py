import math
import numpy as np
import alpyna

RSQRT2PI = 0.3989422804014327


@alpyna.jit
def cnd(d):
    """Cumulative normal distribution, with two returns."""
    k = 1.0 / (1.0 + 0.2316419 * abs(d))
    poly = k * (0.31938153 + k * (-0.356563782 + k * 1.781477937))
    w = RSQRT2PI * math.exp(-0.5 * d * d) * poly
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
    a[i] += by


def clamp(x, lo=0.0, hi=1.0):
    if x < lo:
        return lo
    elif x > hi:
        return hi
    else:
        return x


def first_over(m, i, n, t):
    for k in range(n):
        if m[i, k] > t:
            return k
    return -1


def settle(x, steps):
    for s in range(steps):
        if x < 1.0:
            return s * 1.0
        x = x * 0.5
    return x + 100.0


@alpyna.jit
def searches(m, found, n):
    for i in range(n):
        found[i, 0] = first_over(m, i, n, 2.0)
        found[i, 1] = settle(m[i, 0], 3)


@alpyna.jit
def prices(c, s, n):
    for i in range(n):
        d1 = math.log(s[i]) + 0.5
        c[i] = s[i] * cnd(d1) - cnd(d1 - 0.3)


@alpyna.jit
def pairs(a, b, out, n):
    for i in range(n):
        for j in range(n):
            if match(a[i], b[j]):
                out[i, j] = sq(a[i] - b[j])


@alpyna.jit
def matvec(m, v, y, n):
    for i in range(n):
        y[i] = dot_row(m, v, i, n)


@alpyna.jit
def statements(a, n):
    for i in range(n):
        bump(a, i)
        bump(a, i, by=2.0)


@alpyna.jit
def lazy(a, n):
    for i in range(n):
        a[i] = clamp(a[i]) if a[i] > 0.5 else 0.0
        if a[i] > 0.0 and clamp(a[i], hi=0.75) > 0.7:
            a[i] = 1.0


@alpyna.jit
def local_helper(a, n, scale):
    def f(x):
        return x * scale

    g = lambda x: f(x) + 1.0
    for i in range(n):
        a[i] = g(a[i])


@alpyna.jit
def shadowed(a, n):
    RSQRT2PI = 2.0
    for i in range(n):
        a[i] = cnd(a[i]) * RSQRT2PI


def twice(x):
    return x * 2.0


def twice(x):
    return x * 3.0


def nothing(x):
    if x > 0:
        return x


def maybe(x):
    if x > 0:
        y = x * 2.0
    return y


def recurse(x):
    if x > 0:
        return recurse(x - 1)
    return 0


@alpyna.jit
def refused(a, b, n):
    for i in range(n):
        a[i] = twice(a[i])
        a[i] = nothing(a[i])
        a[i] = recurse(a[i])
        a[i] = bump(b, i)
        a[i] = later(a[i])
        a[i] = maybe(a[i])
    def later(x):
        return x


if __name__ == "__main__":
    n = 4
    s = np.arange(1.0, 5.0)
    c = np.zeros(n)
    prices(c, s, n)
    print(c)
    a = np.arange(4.0)
    b = np.arange(4.0)
    out = np.zeros((n, n))
    pairs(a, b, out, n)
    print(out)
    m = np.arange(16.0).reshape(4, 4)
    y = np.zeros(n)
    matvec(m, s, y, n)
    print(y)
    statements(a, n)
    print(a)
    a = np.linspace(0.0, 1.0, 4) if hasattr(np, "linspace") else np.arange(4.0) / 3.0
    lazy(a, n)
    print(a)
    local_helper(a, n, 2.0)
    print(a)
    shadowed(a, n)
    print(a)
