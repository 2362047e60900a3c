# alpyna patch: the heapq module, checked against CPython 3.11's results.
import heapq

doc = "push and pop"
h = []
for v in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, v)
assert h[0] == 1
assert [heapq.heappop(h) for _ in range(6)] == [1, 2, 3, 5, 8, 9]
h = [9, 7, 5, 3, 1, 0]
heapq.heapify(h)
assert h == [0, 1, 5, 3, 7, 9]
assert heapq.heapreplace(h, 4) == 0 and h[0] == 1
assert heapq.heappushpop(h, -1) == -1
assert heapq.heappushpop(h, 6) == 1

doc = "selection and merge"
data = [3.5, -1.0, 7.25, 0.0, 7.25, 2.0]
assert heapq.nlargest(3, data) == [7.25, 7.25, 3.5]
assert heapq.nsmallest(2, iter(data)) == [-1.0, 0.0]
assert heapq.nlargest(2, ['aa', 'b', 'ccc'], key=len) == ['ccc', 'aa']
assert list(heapq.merge([1, 4], [2, 3], [0])) == [0, 1, 2, 3, 4]
assert list(heapq.merge([3, 1], [2], reverse=True)) == [3, 2, 1]
it = iter(range(10))
assert heapq.nsmallest(3, it) == [0, 1, 2] and next(it, 'end') == 'end'

doc = "errors"
try:
    heapq.heappop([])
except IndexError as e:
    assert str(e) == "index out of range"
else:
    assert False
try:
    heapq.heappush((), 1)
except TypeError as e:
    assert str(e) == "heappush() argument 1 must be list, not tuple"
else:
    assert False

doc = "finished"
