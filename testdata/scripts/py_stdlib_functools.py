# functools as scripts use it: memoized recursion with lru_cache and cache,
# partial application, decorators written with wraps, total_ordering,
# cmp_to_key, reduce, cached_property and singledispatch, with the errors
# CPython raises.
import functools
from functools import (reduce, partial, lru_cache, cache, wraps, total_ordering, cmp_to_key,
                       cached_property, singledispatch)
import operator


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(90), fib.cache_info())
fib.cache_clear()
print(fib.cache_info(), fib(10), fib.cache_info())


@lru_cache
def binom(n, k):
    if k == 0 or k == n:
        return 1
    return binom(n - 1, k - 1) + binom(n - 1, k)


print(binom(30, 15), binom.cache_info(), binom.__name__)


@lru_cache(maxsize=2)
def sq(x):
    print('  computing', x)
    return x * x


for v in [1, 2, 1, 3, 2, 1]:
    print(sq(v))
print(sq.cache_info(), sq.cache_parameters())


@cache
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)


print(grid_paths(16, 16), grid_paths.cache_info())


@lru_cache(maxsize=None, typed=True)
def typed_f(x):
    return type(x).__name__


print(typed_f(1), typed_f(1.0), typed_f(1), typed_f.cache_info())


@lru_cache(maxsize=None)
def kw(a, b=2, *, c=3):
    return a + b + c


print(kw(1), kw(1, 2), kw(1, b=2), kw(1, c=3), kw(1), kw.cache_info())


def power(base, exp, scale=1.0):
    return scale * base ** exp


square = partial(power, exp=2)
cube = partial(power, exp=3, scale=0.5)
print(square(4), cube(2), square(3, scale=2.0), list(map(partial(power, 2), range(5))))
p2 = partial(partial(power, 3), 2)
print(p2(), p2.args, p2.keywords, square.keywords, square.func is power)
int2 = partial(int, base=2)
print(int2('1011'), int2('11', base=10))


def timed(label):
    def deco(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            res = fn(*args, **kwargs)
            print('  [%s] %s -> %r' % (label, fn.__name__, res))
            return res
        return wrapper
    return deco


@timed('t')
def energy(m, v):
    """Kinetic energy."""
    return 0.5 * m * v * v


print(energy(2.0, 3.0), energy.__name__, energy.__doc__, energy.__wrapped__(1.0, 2.0))


def plain(fn):
    def inner(*a):
        return fn(*a)
    return functools.update_wrapper(inner, fn)


@plain
def add3(a, b, c):
    """adds"""
    return a + b + c


print(add3(1, 2, 3), add3.__name__, add3.__doc__, add3.__qualname__)


@total_ordering
class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def __eq__(self, other):
        return (self.major, self.minor) == (other.major, other.minor)

    def __lt__(self, other):
        return (self.major, self.minor) < (other.major, other.minor)

    def __repr__(self):
        return 'Version(%d, %d)' % (self.major, self.minor)


a, b = Version(1, 2), Version(1, 10)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, b >= a, a <= a, a >= a)
print(sorted([Version(2, 0), a, b]), max(a, b), min([b, a]))


@total_ordering
class Desc:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __gt__(self, other):
        return self.v > other.v


print(Desc(1) < Desc(2), Desc(1) <= Desc(1), Desc(3) >= Desc(2))
try:
    @total_ordering
    class NoOrder:
        pass
except ValueError as e:
    print('ValueError:', e)


def cmp_len_then_alpha(x, y):
    if len(x) != len(y):
        return len(x) - len(y)
    return (x > y) - (x < y)


words = ['pear', 'fig', 'apple', 'kiwi', 'date', 'banana']
print(sorted(words, key=cmp_to_key(cmp_len_then_alpha)))
print(sorted([3, 1, 2], key=cmp_to_key(lambda x, y: y - x)), min([3, 1, 2], key=cmp_to_key(lambda x, y: x - y)))
print(reduce(operator.add, [1, 2, 3, 4]), reduce(lambda acc, v: acc * v, range(1, 11), 1),
      reduce(max, [3, 9, 2]), reduce(operator.add, [], 0), reduce(lambda a, b: a + b, ['x'], 'y'))
print(reduce(lambda acc, row: acc + sum(row), [[1, 2], [3]], 0), reduce(operator.mul, [2.5]))
for bad in (lambda: reduce(operator.add, []), lambda: partial(5), lambda: reduce(operator.add, 5)):
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)


class Grid:
    def __init__(self, n):
        self.n = n
    @cached_property
    def mesh(self):
        print("computing mesh")
        return [i * 0.5 for i in range(self.n)]
g = Grid(3)
print(g.mesh, g.mesh)
del g.mesh
print(g.mesh)
g.mesh = [9]
print(g.mesh)
try:
    del Grid(1).mesh
except AttributeError as e:
    print("AttributeError:", e)

@singledispatch
def describe(x):
    return "object " + repr(x)
@describe.register(int)
def _(x):
    return "int %d" % x
@describe.register
def _(x: float):
    return "float %r" % x
@describe.register(list)
@describe.register(tuple)
def _(x):
    return "seq of %d" % len(x)
class B: pass
class C(B): pass
@describe.register(B)
def _(x):
    return "a B: " + type(x).__name__
print(describe(3), describe(2.5), describe([1, 2]), describe((1,)), describe("s"), describe(True), describe(C()))
print(describe.dispatch(bool) is describe.dispatch(int), describe.__name__)
try:
    describe()
except TypeError as e:
    print("TypeError:", e)
@describe.register
def _(first: str, other: int = 0) -> None:
    return "str " + first
print(describe("q"))
try:
    @describe.register
    def _(x):
        return x
except TypeError as e:
    print("TypeError:", str(e)[:45])
