# heapq and collections.deque, implemented in Go as CPython implements
# them in C: results, comparison order, errors, subclasses.
import heapq
import copy
import random
from collections import deque

random.seed(7)
xs = [random.random() for _ in range(3000)]
h = []
for x in xs:
    heapq.heappush(h, x)
print(h[:5], len(h))
print([round(heapq.heappop(h), 6) for _ in range(5)])
big = xs[:]
heapq.heapify(big)
print(big[:8])
small = [5, 3, 8, 1, 9, 2]
heapq.heapify(small)
print(small, heapq.heappushpop(small, 0), heapq.heappushpop(small, 4), small)
print(heapq.heapreplace(small, 7), small)
print(heapq.nlargest(3, xs)[:3] == sorted(xs, reverse=True)[:3], heapq.nsmallest(2, [4, 1, 3]))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 9])))
print(heapq.nlargest(2, ['bb', 'a', 'ccc'], key=len))

tasks = []
for prio, name in [(3, 'write'), (1, 'read'), (2, 'sort'), (1, 'open'), (3, 'close')]:
    heapq.heappush(tasks, (prio, name))
print([heapq.heappop(tasks) for _ in range(len(tasks))])


class Job:
    calls = 0

    def __init__(self, p, name):
        self.p = p
        self.name = name

    def __lt__(self, other):
        Job.calls += 1
        return self.p < other.p

    def __repr__(self):
        return 'Job(%d, %s)' % (self.p, self.name)


jobs = []
for i, p in enumerate([5, 1, 4, 1, 3, 9, 2, 6]):
    heapq.heappush(jobs, Job(p, 'j%d' % i))
order = [heapq.heappop(jobs) for _ in range(len(jobs))]
print(order, Job.calls)


class NoOrder:
    pass


for bad in (lambda: heapq.heappush(3, 1), lambda: heapq.heappop([]), lambda: heapq.heappop((1,)),
            lambda: heapq.heapify('ab'), lambda: heapq.heapreplace([], 1), lambda: heapq.heappush([]),
            lambda: heapq.heappush([1], 'a'), lambda: heapq.heappush([NoOrder()], NoOrder()),
            lambda: heapq.heappush([1], 2, 3)):
    try:
        bad()
    except (TypeError, IndexError) as e:
        print(type(e).__name__ + ':', e)
print(heapq.heappushpop([], 5), heapq.heappop([42]))

d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1], 3 in d, 7 in d, d.maxlen)
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft('ab')
print(d, d.count(7), d.index(7), d.index(2, 1, 6))
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.reverse()
print(d, list(reversed(d)))
d.remove('a')
d.insert(1, 'x')
d[0] = 'first'
del d[2]
print(d, d.copy(), d == d.copy(), d != deque())
print(deque([1, 2]) < deque([1, 3]), deque([1]) <= deque([1]), deque([2]) > deque([1, 5]), deque() == [])
print(deque([1, 2]) + deque([3]), deque([1]) * 3, 2 * deque('ab'))
e = deque([1])
e += [2, 3]
e *= 2
print(e, bool(e), bool(deque()))
m = deque(range(10), maxlen=3)
print(m, m.maxlen)
m.append(10)
m.appendleft(-1)
print(m)
m.extend(range(20, 25))
print(m, deque(maxlen=0), deque('abc', 2))
q = deque()
for i in range(1000):
    q.append(i)
    if i % 3 == 0:
        q.popleft()
print(len(q), q[0], q[-1], sum(q))
while q:
    q.popleft()
print(q)
for bad in (lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[5], lambda: deque([1])['a'],
            lambda: deque([1])[0:1], lambda: deque([1]).remove(2), lambda: deque([1]).index(3),
            lambda: deque([1]) + [2], lambda: deque([1], 1).insert(0, 2), lambda: deque(maxlen=-1),
            lambda: deque(maxlen='a'), lambda: hash(deque()), lambda: deque(5), lambda: deque([1]) * 'a'):
    try:
        bad()
    except Exception as ex:
        print(type(ex).__name__ + ':', ex)
it = iter(d)
next(it)
d.append(1)
try:
    next(it)
except RuntimeError as ex:
    print('RuntimeError:', ex)
print(type(d).__name__, deque, isinstance(d, deque), type(d) is deque)


class History(deque):
    def __init__(self, items, limit):
        super().__init__(items, limit)
        self.limit = limit

    def last(self):
        return self[-1]


hist = History([1, 2, 3], 2)
hist.append(4)
print(hist, hist.last(), hist.limit, len(hist), isinstance(hist, deque), type(hist).__name__)


class Plain(deque):
    pass


p = Plain('xy')
p.appendleft('w')
print(p, p.maxlen, p + Plain('z'))

# heapify's layout above 2500 items (CPython's cache-friendly order) and the
# max-heap helpers
random.seed(3)
for n in (2501, 5000, 10007):
    xs = [random.random() for _ in range(n)]
    heapq.heapify(xs)
    ys = [(random.randint(0, 50), i) for i in range(n)]
    heapq._heapify_max(ys)
    print(n, hash(tuple(xs)), hash(tuple(ys)), heapq._heappop_max(ys), heapq._heapreplace_max(ys, (7, -1)), hash(tuple(ys)))

# copies of deques and their subclasses, namespace dicts
d = deque([[1], [2, 3]], maxlen=5)
e = copy.deepcopy(d)
e[0].append(9)
print(d, e, copy.copy(d), list(d), sorted(deque([3, 1, 2])), sum(deque([1, 2])), max(deque([4, 9])))
print(*deque('abc'), list(enumerate(deque('xy'))), list(zip(deque([1, 2]), 'ab')), deque(deque([1])))
print(deque([1, 2]) == deque([1, 2]), deque([1]) != [1], [1] == deque([1]), deque() is not None)
x = deque([1, 2, 3])
x.extend(x)
x.extendleft(x)
print(x, x.index(3, -3), x.count(1))
y = deque([1]); y.append(y); print(len(y))
class H2(deque):
    def __init__(self, items=(), maxlen=None):
        super().__init__(items, maxlen)
        self.note = ['n']
h = H2([[1]], 4)
g = copy.deepcopy(h)
g[0].append(2); g.note.append('m')
print(h, g, h.note, g.note, type(g).__name__, copy.copy(h), vars(h))
class P2(deque):
    pass
p = P2([1, 2])
print(copy.deepcopy(p), copy.copy(p), p.copy(), type(p.copy()).__name__)
print(sorted(copy.deepcopy(vars(Job(1, "a"))).items()))
