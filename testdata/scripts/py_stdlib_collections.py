# collections as scripts use it: a BFS with a deque, word and histogram
# counts with Counter, grouping with defaultdict, an LRU with OrderedDict,
# records with namedtuple, and the errors CPython raises.
from collections import deque, defaultdict, Counter, OrderedDict, namedtuple, ChainMap
import collections


def bfs(grid, start):
    rows, cols = len(grid), len(grid[0])
    dist = {start: 0}
    q = deque([start])
    while len(q) > 0:  # "while q:" needs the VM to call __bool__ (see docs/interpreter.md)
        r, c = q.popleft()
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == '.' and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                q.append((nr, nc))
    return dist


grid = ["..#.",
        ".##.",
        "...."]
d = bfs(grid, (0, 0))
print(len(d), d[(0, 3)], max(d.values()))

q = deque([1, 2, 3])
q.append(4)
q.appendleft(0)
q.extend([5, 6])
q.extendleft([-1, -2])
print(q, len(q), q[0], q[-1], 3 in q, q.count(3), q.index(3))
print(q.pop(), q.popleft(), q)
q.rotate(2)
print(q)
q.rotate(-3)
print(q)
q.reverse()
q[0] = 100
del q[1]
q.insert(1, 50)
q.remove(50)
print(q, list(reversed(q)), q == deque(list(q)), q != deque())
w = deque(maxlen=3)
for i in range(6):
    w.append(i)
    print(list(w), sum(w) / len(w))
print(w, w.maxlen, deque(range(10), 4), deque('abc'))
w.appendleft('x')
print(w, deque([1, 2]) + deque([3]), deque([1]) * 3, deque([1, 2]) < deque([1, 3]))
c2 = w.copy()
c2.clear()
print(c2, w, bool(c2), bool(w))
for bad in (lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[3],
            lambda: deque([1]).remove(2), lambda: deque([1]).index(2),
            lambda: deque([1], maxlen=1).insert(0, 2), lambda: deque([1])['a'],
            lambda: deque([1], maxlen=-1)):
    try:
        bad()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)

text = "the quick brown fox jumps over the lazy dog the end"
cnt = Counter(text.split())
print(cnt)
print(cnt.most_common(2), cnt['the'], cnt['missing'], len(cnt), cnt.total())
letters = Counter('mississippi')
print(letters, sorted(letters.elements()))
letters.update('miss')
letters.subtract({'s': 2, 'z': 1})
print(letters)
a = Counter({'a': 3, 'b': 1})  # keyword order: see docs/interpreter.md
b = Counter({'a': 1, 'b': 2, 'c': 1})
print(a + b, a - b, a | b, a & b, +Counter(x=-1, y=2), -Counter(x=-1, y=2))
print(a == Counter(b=1, a=3), a == {'a': 3, 'b': 1}, dict(a), list(a), sorted(a.items()))
hist = Counter()
for v in [0.1, 0.5, 0.7, 0.2, 0.9, 0.55]:
    hist[int(v * 4)] += 1
print(hist, Counter(), Counter({'q': 0}))
del hist[99]
a += b
print(a)

groups = defaultdict(list)
for word in ['apple', 'avocado', 'banana', 'blueberry', 'cherry']:
    groups[word[0]].append(word)
print(groups)
print(dict(groups), groups['z'], len(groups), 'q' in groups, groups.get('y'))
counts = defaultdict(int)
for ch in 'hello':
    counts[ch] += 1
print(counts, sorted(counts.items()))
nested = defaultdict(lambda: defaultdict(float))
nested['a']['x'] += 1.5
print(nested['a']['x'], dict(nested['a']))
dd = defaultdict(None, {1: 2})
print(dd)
try:
    dd[5]
except KeyError as e:
    print('KeyError:', e)
print(defaultdict(set, a={1}).default_factory, defaultdict(float).copy())

od = OrderedDict()
od['b'] = 1
od['a'] = 2
od['c'] = 3
print(od, list(od), list(od.keys()), list(od.values()))
od.move_to_end('b')
print(od)
od.move_to_end('c', last=False)
print(od, od.popitem(), od.popitem(last=False), od)
print(OrderedDict(), OrderedDict([('x', 1), ('y', 2)]) == OrderedDict([('y', 2), ('x', 1)]),
      OrderedDict(x=1, y=2) == {'y': 2, 'x': 1}, OrderedDict.fromkeys('ab', 0))


class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.d = OrderedDict()

    def get(self, k):
        if k not in self.d:
            return -1
        self.d.move_to_end(k)
        return self.d[k]

    def put(self, k, v):
        self.d[k] = v
        self.d.move_to_end(k)
        if len(self.d) > self.cap:
            self.d.popitem(last=False)


lru = LRU(2)
lru.put(1, 1)
lru.put(2, 2)
print(lru.get(1))
lru.put(3, 3)
print(lru.get(2), lru.get(3), lru.d)
for bad in (lambda: OrderedDict().popitem(), lambda: OrderedDict().move_to_end('k'),
            lambda: Counter().pop('k'), lambda: defaultdict(int).popitem()):
    try:
        bad()
    except KeyError as e:
        print('KeyError:', e)

Point = namedtuple('Point', ['x', 'y'])
p = Point(1.5, y=-2.0)
print(p, p.x, p.y, p[0], p[-1], len(p), tuple(p), list(p))
x, y = p
print(x, y, p._fields, p._asdict(), p._replace(x=0.0), Point._make([3, 4]))
print(p == (1.5, -2.0), p == Point(1.5, -2.0), p != Point(0, 0), hash(p) == hash((1.5, -2.0)))
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]), p + (9,), p * 2, p[:1], 1.5 in p)
Particle = namedtuple('Particle', 'pos vel mass', defaults=[1.0])
print(Particle(0.0, 1.0), Particle._field_defaults, Particle(1, 2, 3)._replace(mass=9))
R = namedtuple('R', 'a, b c', rename=False)
print(R(1, 2, 3), R._fields, namedtuple('S', ['ok', 'def', '_x', 'ok'], rename=True)._fields)
pts = {Point(0, 0): 'origin'}
print(pts[Point(0, 0)], max([Point(1, 9), Point(3, 0)], key=lambda q: q.y))


class Vec(namedtuple('Vec', 'x y')):
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5


print(Vec(3, 4).norm(), Vec(3, 4))
for bad in (lambda: Point(1), lambda: Point(1, 2, 3), lambda: Point(1, x=2), lambda: Point(1, 2, z=3),
            lambda: p._replace(z=1), lambda: Point._make([1]), lambda: namedtuple('P', 'x x'),
            lambda: namedtuple('P', 'x 1y'), lambda: namedtuple('P', 'x _y'),
            lambda: namedtuple('P', 'x class'), lambda: Particle(), lambda: Particle(1, 2, 3, 4)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
try:
    p.x = 5
except AttributeError as e:
    print('AttributeError:', e)

cm = ChainMap({'a': 1}, {'a': 2, 'b': 3})
print(cm, cm['a'], cm['b'], len(cm), sorted(cm), cm.get('z', 0), 'b' in cm)
cm['c'] = 4
child = cm.new_child({'a': 0})
print(cm.maps[0], child['a'], child.parents['a'], dict(cm))
print(collections.Counter('aab'), collections.deque([1]))
