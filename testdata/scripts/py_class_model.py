from collections import namedtuple
Point = namedtuple('Point', 'x y')
print(Point, repr(Point), str(Point), Point(1, 2))
class P3(Point):
    __slots__ = ()
    def norm(self): return abs(self.x) + abs(self.y)
print(P3(3, -4).norm(), P3)
def f(): pass
print(type(f).__name__, type(len).__name__, type(1).__name__, type(print).__name__)
T = type('T', (), {'a': 1, 'hello': lambda self: 'hi ' + str(self.a)})
t = T()
print(T, T.__name__, t.hello(), T.a, type(t) is T)
U = type('U', (T,), dict(b=2))
print(U.__mro__, U().hello(), U.b)
print(type(3), type('x'))
class S:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x; self.y = y
s = S(1, 2)
print(s.x, s.y, S.__slots__)
try:
    s.z = 3
except AttributeError as e:
    print('AttributeError:', e)
try:
    print(s.__dict__)
except AttributeError as e:
    print('AttributeError:', e)
class S2(S):
    __slots__ = ('z',)
s2 = S2(1, 2); s2.z = 5
print(s2.x, s2.z)
try:
    s2.w = 1
except AttributeError as e:
    print('AttributeError:', e)
class S3(S):
    pass
s3 = S3(1,2); s3.w = 4; print(s3.w)
try:
    type('X', 1, {})
except TypeError as e:
    print('TypeError:', e)
try:
    type('X', (), {}, 1)
except TypeError as e:
    print('TypeError:', e)
try:
    type(1, 2)
except TypeError as e:
    print('TypeError:', e)


class Vec:
    __slots__ = 'x', 'y', '__tag'

    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.__tag = 'v'

    def bump(self):
        for _ in range(3):
            self.x += 1
        return self.__tag

    @property
    def total(self):
        return self.x + self.y


v = Vec(1, 2)
print(v.bump(), v.x, v.total, Vec.__slots__)
for name in ('z', 'total', 'w'):
    try:
        setattr(v, name, 0)
    except AttributeError as e:
        print('AttributeError:', e)
try:
    class Bad:
        __slots__ = ('a',)
        a = 1
except ValueError as e:
    print('ValueError:', e)
try:
    class Bad2:
        __slots__ = (1,)
except TypeError as e:
    print('TypeError:', e)


class Base:
    pass


class Free(Base):
    __slots__ = ('a',)


fr = Free()
fr.b = 2
print(fr.b)


class WithDict:
    __slots__ = ('a', '__dict__')


wd = WithDict()
wd.q = 1
print(wd.q)

Pair = namedtuple('Pair', ['left', 'right'])
print(Pair, [Pair], '%s|%r' % (Pair, Pair), Pair(1, 2), type(Pair(1, 2)).__name__)


class Shape:
    def __repr__(self):
        return 'Shape()'

    def __str__(self):
        return 'a shape'


print(Shape, str(Shape), repr(Shape), Shape(), str(Shape()), [Shape()])
print(type(len).__name__, type(Shape).__name__)
print(type(f).__name__, type(f).__qualname__, type(len).__qualname__)


# special methods read as attributes
class Shape2:
    def __repr__(self):
        return 'Shape2()'
    def __len__(self):
        return 3
    def __eq__(self, o):
        return True
s = Shape2()
print(type(s.__repr__).__name__, type(Shape2.__repr__).__name__, s.__repr__(), Shape2.__repr__(s), s.__len__(), s.__eq__(1))
print(s.__repr__ == s.__repr__, Shape2.__repr__ is Shape2.__repr__, repr(s), len(s), s == 2)
class Plain2:
    pass
p = Plain2()
print(type(p.__repr__).__name__ in ("method-wrapper", "builtin_function_or_method"), p.__eq__(p))
class Sub2(Shape2):
    pass
print(type(Sub2().__repr__).__name__, Sub2().__repr__(), Sub2.__len__(Sub2()))
seen = {s.__repr__: 1}
print(s.__repr__ in seen, len({s.__len__, s.__len__}), Sub2.__repr__ is Shape2.__repr__)


# instance and class __dict__
class Rec:
    kind = 'r'
    def __init__(self):
        self.zz = 1
        self.aa = 2
r = Rec()
print(sorted(vars(r).items()), sorted(r.__dict__), r.__dict__ is vars(r))
r.__dict__['extra'] = 5
print(r.extra, r.aa)
for _ in range(3):
    r.aa += 1
print(sorted(vars(r).items()), 'kind' in Rec.__dict__, Rec.__dict__['kind'])
