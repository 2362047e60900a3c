# tanh, sinh and cosh in loops the CPU backend vectorises (with vector
# variants that replay the C library's computation operation by operation,
# and call it for NaNs and the lanes sinh and cosh cannot prove): every
# result is CPython's to the last bit, over every case of the three
# functions (tiny arguments, the switches at ln2/2, 1 and 22, the overflow
# thresholds of sinh and cosh), and an overflow in the middle of a vector
# of iterations raises where CPython raises.
import math

import numpy as np

import alpyna


@alpyna.jit
def layer(x, w, b, out, n):
    for i in range(n):
        out[i] = math.tanh(w[i] * x[i] + b[i])


@alpyna.jit
def hyperbolic(x, t, s, c, n):
    for i in range(n):
        t[i] = math.tanh(x[i])
        s[i] = math.sinh(x[i])
        c[i] = math.cosh(x[i])


@alpyna.jit
def catenary(x, out, n):
    for i in range(n):
        out[i] = 2.0 * math.cosh(x[i] / 2.0) - 1.0


def show(*arrays):
    for lo in range(0, len(arrays[0]), 6):
        print(" ".join([repr(float(v)) for a in arrays for v in a[lo:lo + 6]]))


n = 1001
x = np.linspace(-6.0, 6.0, n)
w = np.linspace(0.5, -0.75, n)
b = np.linspace(-0.1, 0.2, n)
out = np.zeros(n)
layer(x, w, b, out, n)
print(repr(float(out.sum())))
show(out)

# Every scale and every switch of tanh, sinh and cosh, of both signs.
special = [0.0, -0.0, 5e-324, 1e-310, 2.0 ** -60, 2.0 ** -55, 2.0 ** -54, 2.0 ** -28, 1e-8, 0.125,
           0.34657359027997264, 0.3465735902799727, 0.5, 0.9999999999999999, 1.0, 1.0000000000000002,
           2.0, 10.0, 19.06, 21.999999999999996, 22.0, 23.0, 40.0, 700.0, 709.0, 709.7, 709.78,
           710.0, 710.475, 711.0, float("inf"), float("nan")]
x = np.array(special + [-v for v in special] + list(np.linspace(-25.0, 25.0, 347)))
m = len(x)
t, s, c = np.zeros(m), np.zeros(m), np.zeros(m)
try:
    hyperbolic(x, t, s, c, m)
except OverflowError as err:
    print("caught", err)
print(repr(float(t.sum())), repr(float(s[0])), repr(float(c[27])))
x = x[np.abs(x) < 700.0]
m = len(x)
t, s, c = np.zeros(m), np.zeros(m), np.zeros(m)
hyperbolic(x, t, s, c, m)
show(t, s, c)

x = np.linspace(-1400.0, 1400.0, 48)
out = np.zeros(48)
x[30] = 1425.0
try:
    catenary(x, out, 48)
except OverflowError as err:
    print("caught", err)
print(repr(float(out.sum())))
