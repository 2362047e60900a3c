# Keyword arguments keep the call's order (PEP 468): **kwargs, dict(),
# Counter, OrderedDict, annotations, and ** with any mapping.
import functools
from collections import Counter, OrderedDict, defaultdict


def show(**kwargs):
    print(kwargs)
    print(list(kwargs), list(kwargs.values()))
    return kwargs


show(zeta=1, alpha=2, mu=3, beta=4, gamma=5, omega=6, delta=7, kappa=8, nu=9)
kw = show(z=1, a=2)
print(type(kw).__name__, kw == {'a': 2, 'z': 1})
d = dict(zeta=1, alpha=2, mu=3, beta=4, gamma=5)
print(d)
print(dict({'q': 0}, zeta=1, alpha=2, mu=3))
d.update(yy=1, bb=2, aa=3)
print(d)
show(**d)
show(first=0, **{'zz': 1, 'aa': 2}, last=3)
show(**{'m': 1}, **{'c': 2, 'b': 3})


def mixed(a, b=2, *args, c, d=4, **rest):
    print(a, b, args, c, d, rest)


mixed(1, c=3, zz=5, yy=6, xx=7)
mixed(b=1, a=2, c=3, d=5, q=1, p=2)
args = {'c': 10, 'a': 20, 'extra2': 1, 'extra1': 2}
mixed(**args)

print(Counter(zeta=3, alpha=1, mu=2, beta=2))
print(Counter(zeta=1, alpha=1, mu=1))
print(OrderedDict(x=1, y=2, a=3, b=4))
print(OrderedDict(zeta=1, alpha=2, mu=3, beta=4, gamma=5))
dd = defaultdict(list, zeta=[1], alpha=[2], mu=[3])
print(dd)

# ** with a mapping that is not a dict: keys() and __getitem__
c = Counter('mississippi')
show(**c)
print(dict(**c))


class Config:
    def __init__(self, **values):
        self._values = values

    def keys(self):
        return reversed(list(self._values))

    def __getitem__(self, key):
        return self._values[key] * 10


conf = Config(width=1, height=2, depth=3)
show(**conf)
print(dict(**conf))
print({**conf})


def annotated(x: int, y: 'str', *rest: float, scale: float = 1.0, **opts: bool) -> None:
    pass


print(annotated.__annotations__)
print(list(annotated.__annotations__))


def plain(a, b):
    return a + b


print(plain.__annotations__)
plain.__annotations__ = {'b': int, 'a': str}
print(plain.__annotations__)


@functools.lru_cache(maxsize=None)
def cached(**kw):
    return sorted(kw.items())


cached(a=1, b=2)
cached(b=2, a=1)
cached(a=1, b=2)
print(cached.cache_info())

p = functools.partial(show, zeta=1, alpha=2)
p(mu=3, beta=4)
p(alpha=5)


class Point:
    def __init__(self, **coords):
        self.coords = coords

    def __repr__(self):
        return 'Point(' + ', '.join('%s=%r' % kv for kv in self.coords.items()) + ')'


print(Point(z=3, y=2, x=1))
print(Point(**{'w': 0, 'b': 1}))


def errors():
    def f(**kw):
        return kw
    for call in (lambda: f(**1), lambda: f(**[('a', 1)]), lambda: f(**{1: 2}),
                 lambda: f(a=1, **{'a': 2}), lambda: f(**{'a': 1}, **{'a': 2}),
                 lambda: plain(x=1, y=2, a=3)):
        try:
            call()
        except TypeError as e:
            print('TypeError:', e)


errors()


def star(*a):
    return a


def gen():
    yield 1
    raise TypeError("'int' object is not iterable")


class Holder:
    def method(self, *a, **k):
        return a, k


for call in (lambda: star(*1), lambda: star(*gen()), lambda: Holder().method(*None),
             lambda: Holder().method(**3), lambda: Holder().method(x=1, **{'x': 2})):
    try:
        print(call())
    except TypeError as e:
        print('TypeError:', e)
print(Holder().method(*(1, 2), **Config(b=1, a=2)))
