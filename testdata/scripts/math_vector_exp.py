# math.exp in a loop the CPU backend vectorises, over the whole range of
# its vector variant (which replays glibc's exp): tiny arguments, the main
# path, 512 to 709.78 (results up to the largest double), -708.4 to -745.2
# (subnormal results, rounded twice as glibc does) and beyond (zero),
# infinities and NaN: every value CPython's to the last bit. An overflow in
# the middle of a vector block raises CPython's OverflowError.
import math

import numpy as np

import alpyna


@alpyna.jit
def exps(x, out, n):
    for i in range(n):
        out[i] = math.exp(x[i])


n = 1200
x = np.linspace(-760.0, 709.78, n)
x[0] = -math.inf
x[1] = math.inf
x[2] = math.nan
x[3] = -1e308
x[4] = 1e-300
x[5] = -2.0 ** -60
x[6] = -0.0
x[7] = 2.0 ** -54
for k in range(8, 40):
    x[k] = (k - 24) * 0.6931471805599453 / 128.0 * 7.0 + 1e-17 * k
out = np.zeros(n)
exps(x, out, n)
for lo in range(0, n, 6):
    print(" ".join([repr(float(v)) for v in out[lo:lo + 6]]))

y = np.linspace(700.0, 712.0, 24)
out = np.zeros(24)
try:
    exps(y, out, 24)
except OverflowError as err:
    print("caught", err)
print(" ".join([repr(float(v)) for v in out[:16]]))
