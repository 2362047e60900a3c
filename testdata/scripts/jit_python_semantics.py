# A jit function means what it means under CPython: return, yield and the
# loop variable inside and after nests, names bound in statements alpyna
# does not accelerate, lists, lambdas and local functions, methods, static
# methods, functions nested in functions, and redefinition.
import numpy as np
import alpyna


@alpyna.jit
def find(a, t, n):
    for i in range(n):
        if a[i] == t:
            return i
    return -1


@alpyna.jit
def last_index(a, n):
    for i in range(n):
        a[i] = i * 2.0
    return i


@alpyna.jit
def collect(a, n):
    out = []
    for i in range(n):
        out.append(a[i] * 2)
    return out


@alpyna.jit
def levels(x, n):
    lo = 0
    for lev in range(3):
        hi = lo + n
        for k in range(lo, hi):
            x[k] += 1.0 + lev
        lo = hi
    return lo


@alpyna.jit
def with_lambda(a, n):
    sq = lambda v: v * v
    for i in range(n):
        a[i] = sq(a[i])


@alpyna.jit
def with_local_def(a, n):
    def half(v):
        return v / 2

    for i in range(n):
        a[i] = half(a[i])
    return a.sum()


@alpyna.jit
def gen(a, n):
    for i in range(n):
        yield a[i] + 1.0


@alpyna.jit
def break_out(a, n):
    total = 0.0
    for i in range(n):
        for j in range(n):
            a[i, j] = i + j
    while True:
        for i in range(n):
            total += a[i, i]
        break
    return total


class Grid:
    def __init__(self, n):
        self.n = n
        self.a = np.zeros(n)

    @alpyna.jit
    def fill(self, v):
        a = self.a
        for i in range(self.n):
            a[i] = v * i
        return a.sum()

    @staticmethod
    @alpyna.jit
    def scale(a, n, s):
        for i in range(n):
            a[i] *= s


def make_adder(k):
    @alpyna.jit
    def add(a, n):
        for i in range(n):
            a[i] += k
    return add


@alpyna.jit
def twice(a):
    for i in range(a.size):
        a[i] = 1.0


@alpyna.jit
def twice(a):
    for i in range(a.size):
        a[i] = 2.0


a = np.arange(10.0)
print(find(a, 3.0, 10), find(a, 30.0, 10))
print(last_index(np.zeros(5), 5))
print(collect(a, 3))
x = np.zeros(12)
print(levels(x, 4), x)
b = np.arange(4.0)
with_lambda(b, 4)
print(b, with_local_def(b, 4))
print(list(gen(a, 4)))
m = np.zeros((3, 3))
print(break_out(m, 3))
g = Grid(5)
print(g.fill(2.0), g.a)
Grid.scale(g.a, 5, 0.5)
print(g.a)
add3 = make_adder(3.0)
add4 = make_adder(4.0)
c = np.zeros(3)
add3(c, 3)
add4(c, 2)
print(c)
d = np.zeros(2)
twice(d)
print(d)
