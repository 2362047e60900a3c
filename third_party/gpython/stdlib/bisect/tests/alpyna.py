# alpyna patch: the bisect module, checked against CPython 3.11's results.
import bisect

doc = "search"
a = [1, 2, 4, 4, 4, 7]
assert (bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 4)) == (2, 5, 5)
assert bisect.bisect_left(a, 4, 3) == 3 and bisect.bisect_right(a, 4, 0, 3) == 3
assert bisect.bisect_left([(1, 'x'), (3, 'y')], 3, key=lambda r: r[0]) == 1

doc = "insort"
bisect.insort(a, 5)
bisect.insort_left(a, 0)
assert a == [0, 1, 2, 4, 4, 4, 5, 7]
r = [(1, 'x'), (5, 'z')]
bisect.insort_right(r, (3, 'y'), key=lambda t: t[0])
assert r == [(1, 'x'), (3, 'y'), (5, 'z')]

doc = "errors"
try:
    bisect.bisect_left(a, 1, -1)
except ValueError as e:
    assert str(e) == "lo must be non-negative"
else:
    assert False

doc = "finished"
