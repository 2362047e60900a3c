# alpyna patch: the functools module, checked against CPython 3.11's results.
import functools

doc = "lru_cache"
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
assert fib(60) == 1548008755920
assert repr(fib.cache_info()) == "CacheInfo(hits=58, misses=61, maxsize=None, currsize=61)"
@functools.lru_cache(maxsize=2)
def sq(x):
    return x * x
for v in [1, 2, 1, 3, 2]:
    sq(v)
assert tuple(sq.cache_info()) == (1, 4, 2, 2)
@functools.cache
def one(x):
    return x
one(1)
one(1)
assert one.cache_info().hits == 1 and one.__name__ == 'one'

doc = "partial, wraps, reduce"
p = functools.partial(pow, 2)
assert p(10) == 1024 and p.args == (2,)
def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a):
        return fn(*a)
    return wrapper
@deco
def f(x):
    "doc"
    return x + 1
assert f(1) == 2 and f.__name__ == 'f' and f.__doc__ == 'doc' and f.__wrapped__(2) == 3
assert functools.reduce(lambda a, b: a * b, range(1, 6)) == 120
try:
    functools.reduce(max, [])
except TypeError as e:
    assert str(e) == "reduce() of empty iterable with no initial value"
else:
    assert False

doc = "ordering"
@functools.total_ordering
class V:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
assert V(1) <= V(2) and V(3) > V(2) and V(2) >= V(2) and not V(1) > V(1)
key = functools.cmp_to_key(lambda a, b: b - a)
assert sorted([1, 3, 2], key=key) == [3, 2, 1]


doc = "cached_property and singledispatch"
class G:
    calls = 0
    @functools.cached_property
    def mesh(self):
        G.calls += 1
        return [1, 2]
g = G()
assert g.mesh == [1, 2] and g.mesh == [1, 2] and G.calls == 1
del g.mesh
assert g.mesh == [1, 2] and G.calls == 2
@functools.singledispatch
def kind(x):
    return 'object'
@kind.register(int)
def _(x):
    return 'int'
@kind.register
def _(x: float, y: int = 0):
    return 'float'
assert (kind(1), kind(True), kind(1.5), kind('s')) == ('int', 'int', 'float', 'object')

doc = "finished"
