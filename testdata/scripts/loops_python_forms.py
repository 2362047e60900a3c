# Loops and assignments as Python is written, not only in the subset's
# plain forms: iteration over arrays (directly, with enumerate, with zip),
# tuple and chained assignments, attributes of objects read in methods,
# and min/max of an element and a Python float. The front end rewrites them
# into range loops and plain assignments (frontend/iterations.go,
# attributes.go) and they run as kernels; CPython's output is the golden.
import numpy as np

import alpyna

SCALE = 0.5


@alpyna.jit
def scaled(a, out):
    for i, x in enumerate(a):
        out[i] = x * SCALE


@alpyna.jit
def squares(a):
    s = 0.0
    for x in a:
        s += x * x
    return s, x


@alpyna.jit
def numbered(a, out):
    for i, v in enumerate(a, 1):
        out[i - 1] = v * i
    return i


@alpyna.jit
def differences(a, b, out):
    k = 0
    for x, y in zip(a, b):
        out[k] = x - y
        k += 1
    return k


@alpyna.jit
def products(a, b, out):
    for i, (x, y) in enumerate(zip(a, b)):
        out[i] = x * y


@alpyna.jit
def swap_pairs(a):
    for i in range(0, len(a) - 1, 2):
        a[i], a[i + 1] = a[i + 1], a[i]


@alpyna.jit
def fibonacci_like(a, n):
    x, y = 0.0, 1.0
    for i in range(n):
        x, y = y, x + y * a[i]
    return x, y


@alpyna.jit
def twice(a, b, c):
    for i in range(len(a)):
        b[i] = c[i] = a[i] * 2.5


@alpyna.jit
def relu(a, out):
    for i in range(len(a)):
        out[i] = max(a[i], 0.0) + min(a[i], 1.0, 0.5)


@alpyna.jit
def over_list(values):
    t = 0
    for v in values:
        t += v
    return t


class Rod:
    RATE = 0.25

    def __init__(self, n):
        self.n = n
        self.u = np.linspace(0.0, 1.0, n)
        self.out = np.zeros(n)

    @alpyna.jit
    def relax(self):
        for i in range(1, self.n - 1):
            self.out[i] = self.u[i] + self.RATE * (self.u[i - 1] + self.u[i + 1])
        return self.out.sum()


a = np.linspace(-1.0, 1.0, 9)
out = np.zeros(9)
scaled(a, out)
print(out)
print(squares(a))
try:
    print(squares(a[:0]))
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
print(numbered(a, out), out)
print(differences(a, a[:5] * 2, out), out)
products(a, a, out)
print(out)
c = np.arange(7.0)
swap_pairs(c)
print(c)
print(fibonacci_like(a, 9))
bi = np.zeros(9, dtype=np.int64)
twice(a, bi, out)
print(bi, out)
relu(np.array([-1.0, 0.25, np.nan, 2.0]), out)
print(out[:4])
print(over_list([1, 2, 3]))
rod = Rod(12)
print(rod.relax())
rod.out = rod.u
print(rod.relax(), rod.u)
