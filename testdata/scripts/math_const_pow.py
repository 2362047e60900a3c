# Powers by constant exponents in loops the CPU backend compiles without a
# general pow where it can prove glibc's result (x ** 2 is not x * x: glibc's
# pow rounds some squares the other way, and CPython calls it), vectorised,
# and in a loop kept in order by a recurrence: every result is CPython's to the
# last bit, and a square that overflows raises OverflowError where CPython
# raises it, with the array as CPython leaves it.
import numpy as np

import alpyna


@alpyna.jit
def powers(x, p2, p3, p6, pm1, ph, p0, p1, p17, pm2, n):
    for i in range(n):
        v = float(x[i])
        p2[i] = v ** 2
        p3[i] = v ** 3 if abs(v) < 1e100 else 0.0
        p6[i] = v ** 6 if abs(v) < 1e50 else 0.0
        pm1[i] = v ** -1 if abs(v) > 1e-300 else 0.0
        ph[i] = abs(v) ** 0.5
        p0[i] = v ** 0
        p1[i] = v ** 1
        p17[i] = abs(v) ** 1.7 if abs(v) < 1e100 else 0.0
        pm2[i] = v ** -2 if abs(v) > 1e-150 else 0.0


@alpyna.jit
def energy(r, acc, n):
    # A recurrence keeps the loop in order and scalar: the scalar path of
    # the powers.
    for i in range(1, n):
        sr6 = (1.0 / r[i]) ** 6
        acc[i] = 0.5 * acc[i - 1] + 4.0 * (sr6 * sr6 - sr6) + r[i] ** 0.5


@alpyna.jit
def squares(x, out, n):
    for i in range(n):
        out[i] = float(x[i]) ** 2


def show(*arrays):
    for lo in range(0, len(arrays[0]), 4):
        print(" ".join([repr(float(v)) for a in arrays for v in a[lo:lo + 4]]))


# Ordinary values, then squares that glibc rounds otherwise than x * x
# (halfway between two doubles, and near it), zeros, subnormals, values
# near the limits, infinities, NaN and negative bases.
special = [0.0, -0.0, 5e-324, -5e-324, 1e-310, 2.0 ** -1022, 1e-160, 1e154, -1e154, 1.3e51,
           float("inf"), float("-inf"), float("nan"), -2.0, -3.5, 94906267.0, 94906269.0,
           -3.0946741584328795e-52, -5.305674314134045e-92,
           6.742942968762359e-32, 94979127.0,
           121292017.0, 2.817703016910403e-308, 1.0, -1.0]
rng = np.random.RandomState(7)
x = np.concatenate([rng.uniform(-10.0, 10.0, 40), np.array(special), rng.uniform(0.5, 3.0, 37)])
n = len(x)
outs = [np.zeros(n) for _ in range(9)]
powers(x, *outs, n)
for o in outs:
    print(int(np.isfinite(o).sum()))
show(*outs)

r = 1.0 + np.arange(1003) * 0.0037
r[17] = 94906267.0
r[18] = 94979127.0
acc = np.zeros(1003)
energy(r, acc, 1003)
print(repr(float(acc[-1])), repr(float(acc.sum())), repr(float(acc[17])), repr(float(acc[18])))

x = np.linspace(-3.0, 3.0, 30)
out = np.zeros(30)
x[13] = 1e200
try:
    squares(x, out, 30)
except OverflowError as err:
    print("caught OverflowError", err)
print(float(out.sum()), repr(float(out[12])), repr(float(out[13])), repr(float(out[14])))
x[13] = -1e-200
squares(x, out, 30)
print(float(out.sum()), repr(float(out[13])))
