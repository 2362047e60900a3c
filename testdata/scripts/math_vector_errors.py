# Math calls in a loop the CPU backend vectorises (exp with its vector
# variant, log, sqrt, with their checks deferred to the end of the loop):
# every result is CPython's to the last bit, and a domain or range error in
# the middle of a vector of iterations raises where CPython raises, with the
# arrays as CPython leaves them (the iterations before it written, none
# after).
import math

import numpy as np

import alpyna


@alpyna.jit
def curves(x, e, g, n):
    for i in range(n):
        e[i] = math.exp(x[i])
        g[i] = math.sqrt(math.log(1.0 + x[i] * x[i])) * math.exp(-0.5 * x[i] * x[i])


@alpyna.jit
def logs(a, out, n):
    for i in range(n):
        out[i] = 2.0 * i
        out[i] = math.log(a[i]) + out[i]


@alpyna.jit
def growth(a, out, n):
    for i in range(n):
        out[i] = math.exp(a[i]) / (1.0 + float(a[i]))


n = 521
x = (np.arange(n, dtype=np.float64) - 260.0) * 1.37
e = np.zeros(n)
g = np.zeros(n)
curves(x, e, g, n)
print(repr(float(e.sum())), repr(float(g.sum())))
# Every value to the last digit.
for lo in range(0, n, 8):
    print(" ".join([repr(float(v)) for v in e[lo:lo + 8]]), " ".join([repr(float(v)) for v in g[lo:lo + 8]]))

a = np.arange(1.0, 41.0)
a[13] = -1.0
out = np.zeros(40)
try:
    logs(a, out, 40)
except ValueError as err:
    print("caught", err)
print(out[:16])
print(float(out.sum()))

a = np.linspace(-3.0, 3.0, 24)
a[10] = 800.0
a[17] = -1.0
out = np.zeros(24)
try:
    growth(a, out, 24)
except OverflowError as err:
    print("caught", err)
print(float(out.sum()))
a[10] = 1.0
try:
    growth(a, out, 24)
except ZeroDivisionError as err:
    print("caught", err)
print(float(out.sum()))
