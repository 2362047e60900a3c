# namedtuple classes: construction with positional, keyword and default
# arguments, CPython's argument errors (named "P.__new__()", also in
# subclasses), the fields' _tuplegetter descriptors and their errors,
# unpacking, len, indexing and slicing.
from collections import namedtuple

P = namedtuple('P', 'x y', defaults=[5])
print(P(1), P(1, 2), P(y=3, x=4), P(*[7, 8]), P(**{'x': 1, 'y': 0}))
One = namedtuple('One', ['value'])
Empty = namedtuple('Empty', '')
print(One(3), One(value=4), Empty(), len(Empty()), One(3)[0], One(3).value)
R = namedtuple('R', ['a', 'def', 'a', '_x'], rename=True)
print(R(1, 2, 3, 4), R._fields)


class Q(P):
    __slots__ = ()

    def norm1(self):
        return abs(self.x) + abs(self.y)


q = Q(-3, 4)
print(q, q.norm1(), q.x, q[1], q == (-3, 4), isinstance(q, P))
for make in [lambda: P(), lambda: P(1, 2, 3), lambda: P(1, z=2), lambda: P(1, x=2),
             lambda: Q(), lambda: Q(1, 2, 3), lambda: One(), lambda: Empty(1),
             lambda: One(1, value=2)]:
    try:
        make()
    except TypeError as e:
        print('TypeError:', e)
print(P.x, P.y.__doc__, type(P.x).__name__)
p = P(1, 2)
for action in ['set', 'del']:
    try:
        if action == 'set':
            p.x = 10
        else:
            del p.y
    except AttributeError as e:
        print('AttributeError:', e)
print(p, p._replace(y=20), P._make([5, 6]), p._asdict())
total = 0.0
pts = [P(i, i * 0.5) for i in range(1000)]
for pt in pts:
    total += pt.x * pt.y
print(total, sum(q.norm1() for q in (Q(i, -i) for i in range(100))))
T3 = namedtuple('T3', 'x y z')
t = T3(1, 2, 3)
x, y, z = t
print(x, y, z, len(t), t[0], t[-1], t[1:], t[::-1], list(t), tuple(t), 2 in t,
      t.__len__(), list(t.__iter__()), t.__getitem__(1))
for bad in [lambda: t[3], lambda: t['a'], lambda: t[1.5]]:
    try:
        bad()
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)


class Custom(T3):
    __slots__ = ()

    def __iter__(self):
        yield 'custom'


print(list(Custom(1, 2, 3)), len(Custom(1, 2, 3)), sorted(T3(3, 1, 2)), max(T3(3, 1, 2)))
first, *others = T3(4, 5, 6)
print(first, others, sum(t), dict(zip('abc', t)))
