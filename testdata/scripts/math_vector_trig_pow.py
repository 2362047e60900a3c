# sin, cos and powers in a loop the CPU backend vectorises (with their
# vector variants, which call libm for the lanes they cannot prove), with
# their checks deferred to the end of the loop: every result is CPython's
# to the last bit, and a domain or range error in the middle of a vector of
# iterations raises where CPython raises, with the arrays as CPython leaves
# them (the iterations before it written, none after).
import math

import numpy as np

import alpyna


@alpyna.jit
def waves(x, s, c, n):
    for i in range(n):
        s[i] = math.sin(x[i]) * math.cos(x[i])
        c[i] = math.cos(x[i]) + math.sin(2.0 * x[i])


@alpyna.jit
def powers(x, y, p, q, n):
    for i in range(n):
        p[i] = math.pow(x[i], y[i])
        q[i] = float(x[i]) ** 1.7


@alpyna.jit
def sines(a, out, n):
    for i in range(n):
        out[i] = 1.0 + i
        out[i] = math.sin(a[i]) + out[i]


@alpyna.jit
def mpowers(a, b, out, n):
    for i in range(n):
        out[i] = math.pow(a[i], b[i])


@alpyna.jit
def stars(a, b, out, n):
    for i in range(n):
        out[i] = float(a[i]) ** float(b[i]) + 1.0


def show(*arrays):
    for lo in range(0, len(arrays[0]), 6):
        print(" ".join([repr(float(v)) for a in arrays for v in a[lo:lo + 6]]))


n = 389
# Multiples of pi/2 and pi/128 (near zeros and table points), large and
# tiny arguments, zeros, infinities and NaN among ordinary ones.
x = (np.arange(n, dtype=np.float64) - 190.0) * 0.7853981633974483
x[::7] = np.arange(len(x[::7])) * 1.5707963267948966
x[3] = -0.0
x[5] = 1e-310
x[9] = 3e5
x[11] = 1e22
x[13] = 2.0 ** -30
s = np.zeros(n)
c = np.zeros(n)
waves(x, s, c, n)
print(repr(float(s.sum())), repr(float(c.sum())))
show(s, c)

x = np.linspace(0.01, 40.0, n)
y = np.linspace(-30.0, 30.0, n)
x[4], y[4] = 2.0, 1023.0
x[8], y[8] = 1.0, float("nan")
x[12], y[12] = -2.0, 3.0
x[16], y[16] = 0.0, 0.0
x[20], y[20] = 2.0, -1074.0
x[24], y[24] = 134217727.0, 2.0
x[28], y[28] = float("inf"), -2.0
p = np.zeros(n)
q = np.zeros(n)
powers(np.abs(x), y, p, q, n)
print(repr(float(p.sum())), repr(float(q.sum())))
show(p, q)

a = np.linspace(-4.0, 4.0, 40)
a[21] = float("inf")
out = np.zeros(40)
try:
    sines(a, out, 40)
except ValueError as err:
    print("caught", err)
print(float(out.sum()))

a = np.linspace(0.5, 3.0, 24)
b = np.linspace(-2.0, 2.0, 24)
out = np.zeros(24)
for i, (base, e, kind) in enumerate([(-2.0, 0.5, ValueError), (0.0, -1.0, ValueError), (10.0, 400.0, OverflowError)]):
    a2, b2 = a.copy(), b.copy()
    a2[9 + i], b2[9 + i] = base, e
    try:
        mpowers(a2, b2, out, 24)
    except kind as err:
        print("caught", kind.__name__, err)
    print(float(out.sum()))

for base, e, kind in [(0.0, -1.0, ZeroDivisionError), (10.0, 400.0, OverflowError)]:
    a2, b2 = a.copy(), b.copy()
    a2[14], b2[14] = base, e
    try:
        stars(a2, b2, out, 24)
    except kind as err:
        print("caught", kind.__name__, err)
    print(float(out.sum()))
