# Arithmetic operators on instances of Python classes: __add__ and the
# reflected and in-place forms, NotImplemented, CPython's TypeErrors and a
# traceback through an operator method.
class V:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x, self.y + o.y)
        if isinstance(o, (int, float)):
            return V(self.x + o, self.y + o)
        return NotImplemented

    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return V(self.x * k, self.y * k)

    def __truediv__(self, k):
        return V(self.x / k, self.y / k)

    def __radd__(self, o):
        return V(o + self.x, o + self.y)

    def __repr__(self):
        return 'V(%r, %r)' % (self.x, self.y)


class Acc:
    def __init__(self):
        self.items = []

    def __iadd__(self, o):
        if o is None:
            return NotImplemented
        self.items.append(o)
        return self

    def __add__(self, o):
        return 'Acc.__add__(%r)' % (o,)


class Other:
    def __radd__(self, o):
        return 'Other.__radd__(%r)' % (o,)

    def __rsub__(self, o):
        return NotImplemented


class Plain:
    pass


a, b = V(1, 2), V(0.5, 0.25)
print(a + b, a - b, a * 3, a / 4, a + 1, a + 2.5, 1 + a, a + True)
c = a
c += b
c -= V(1, 1)
c *= 2
c /= 8
print(c, a)
acc = Acc()
acc += 1
acc += 'two'
same = acc
print(acc is same, acc.items)
acc += None
print(acc)
print(a + Other(), V.__add__(a, 'x'))
print(a * 1 + Other(), a * 2 + a * 3, a * 2 - a / 2)
for f in [lambda: a - Other(), lambda: a + 'x', lambda: Plain() + 1,
          lambda: a * Plain(), lambda: Plain() / Plain()]:
    try:
        print(f())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__ + ':', e)
p = Plain()
try:
    p += 1
except TypeError as e:
    print('TypeError:', e)
try:
    x = V(1, 2)
    x -= 3
except AttributeError as e:
    print('AttributeError:', e)
total = V(0, 0)
for i in range(1000):
    total += V(i, -i) * 0.5 - V(1, 1) / 2
print(total)


def deep(v, n):
    return v if n == 0 else deep(v + 1, n - 1)


print(deep(V(0, 0), 50))


class Base:
    def __mul__(self, k):
        return 'Base.__mul__'


class Derived(Base):
    pass


d = Derived()
print(d * 2)
Base.__mul__ = lambda self, k: 'patched Base.__mul__'
print(d * 2)
Derived.__mul__ = lambda self, k: 'Derived.__mul__'
print(d * 2)
del Derived.__mul__
print(d * 2)
Derived.__imul__ = lambda self, k: 'Derived.__imul__'
d *= 3
print(d)


class Key:
    def __init__(self, k):
        self.k = k

    def __lt__(self, o):
        if isinstance(o, Key):
            return self.k < o.k
        if isinstance(o, int):
            return self.k < o
        return NotImplemented

    def __ge__(self, o):
        return 'Key.__ge__'

    def __repr__(self):
        return 'Key(%r)' % self.k


k1, k2 = Key(1), Key(2)
print(k1 < k2, k2 < k1, k1 > k2, k2 > k1, k1 < 5, k1 >= k2, k1 <= k2 if False else None)
print(sorted([Key(3), Key(1), Key(2)]), min(Key(5), Key(4)), max([Key(7), Key(9)]))
for f in [lambda: k1 <= k2, lambda: k1 < 'a', lambda: k1 > 2.5, lambda: Plain() < Plain()]:
    try:
        print(f())
    except TypeError as e:
        print('TypeError:', e)


class Bad:
    def __add__(self, o):
        return 1 / 0


Bad() + 1
