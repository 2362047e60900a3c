# alpyna patch: the collections module, checked against CPython 3.11's results.
from collections import deque, defaultdict, Counter, OrderedDict, namedtuple, ChainMap

doc = "deque"
q = deque([1, 2, 3], maxlen=4)
q.append(4)
q.append(5)
q.appendleft(0)
assert list(q) == [0, 2, 3, 4] and repr(q) == "deque([0, 2, 3, 4], maxlen=4)"
assert q.popleft() == 0 and q.pop() == 4 and len(q) == 2
r = deque(range(5))
r.rotate(2)
assert list(r) == [3, 4, 0, 1, 2]
r.rotate(-1)
assert list(r) == [4, 0, 1, 2, 3] and r[-1] == 3 and 0 in r
try:
    deque().popleft()
except IndexError as e:
    assert str(e) == "pop from an empty deque"
else:
    assert False

doc = "deque against a list"
import random
random.seed(3)
q = deque(maxlen=50)
ref = []
for step in range(3000):
    op = random.randrange(8)
    v = random.randrange(100)
    if op == 0:
        q.append(v)
        ref.append(v)
    elif op == 1:
        q.appendleft(v)
        ref.insert(0, v)
    elif op == 2 and ref:
        assert q.pop() == ref.pop()
    elif op in (3, 6, 7) and ref:
        assert q.popleft() == ref.pop(0)
    elif op == 4:
        q.rotate(v - 50)
        if ref:
            n = (v - 50) % len(ref)
            if n:
                ref[:] = ref[-n:] + ref[:-n]
    elif op == 5 and ref:
        i = v % len(ref)
        assert q[i] == ref[i] and q[-1] == ref[-1]
    if len(ref) > 50:
        if op == 1:
            del ref[50:]
        else:
            del ref[:len(ref) - 50]
    assert list(q) == ref and len(q) == len(ref)

doc = "Counter"
c = Counter('abracadabra')
assert repr(c) == "Counter({'a': 5, 'b': 2, 'r': 2, 'c': 1, 'd': 1})"
assert c.most_common(2) == [('a', 5), ('b', 2)] and c['z'] == 0 and c.total() == 11
x = Counter({'a': 3, 'b': 1})
y = Counter({'a': 1, 'b': 2})
assert repr(x - y) == "Counter({'a': 2})" and repr(x + y) == "Counter({'a': 4, 'b': 3})"
assert repr(x & y) == "Counter({'a': 1, 'b': 1})" and x == {'a': 3, 'b': 1}

doc = "defaultdict and OrderedDict"
d = defaultdict(list)
d['k'].append(1)
assert repr(d) == "defaultdict(<class 'list'>, {'k': [1]})" and d.get('z') is None
od = OrderedDict()
od['b'] = 1
od['a'] = 2
od.move_to_end('b')
assert repr(od) == "OrderedDict([('a', 2), ('b', 1)])"
assert od.popitem(last=False) == ('a', 2)
try:
    OrderedDict().popitem()
except KeyError as e:
    assert str(e) == "'dictionary is empty'"
else:
    assert False

doc = "namedtuple"
Point = namedtuple('Point', 'x y', defaults=[0.0])
p = Point(1.5)
assert repr(p) == "Point(x=1.5, y=0.0)" and p.x == 1.5 and p[1] == 0.0 and p == (1.5, 0.0)
a, b = p
assert (a, b) == (1.5, 0.0) and p._asdict() == {'x': 1.5, 'y': 0.0}
assert repr(p._replace(y=2)) == "Point(x=1.5, y=2)" and Point._fields == ('x', 'y')
try:
    Point()
except TypeError as e:
    assert str(e) == "Point.__new__() missing 1 required positional argument: 'x'"
else:
    assert False
try:
    namedtuple('P', 'x _y')
except ValueError as e:
    assert str(e) == "Field names cannot start with an underscore: '_y'"
else:
    assert False

doc = "ChainMap"
cm = ChainMap({'a': 1}, {'a': 2, 'b': 3})
assert cm['a'] == 1 and cm['b'] == 3 and len(cm) == 2
assert repr(cm) == "ChainMap({'a': 1}, {'a': 2, 'b': 3})"

doc = "finished"
