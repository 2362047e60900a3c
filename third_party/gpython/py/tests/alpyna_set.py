# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: sets hold any hashable item and iterate in CPython's order.

from libtest import assertRaises

doc="order"
assert repr({3, 1, 2}) == "{1, 2, 3}"
assert repr(set([5, 3, 9, 1, 100, 17, 33, 8])) == "{1, 33, 3, 100, 5, 8, 9, 17}"
assert repr(set()) == "set()" and repr(frozenset([2, 1])) == "frozenset({1, 2})" and repr(frozenset()) == "frozenset()"
s = set()
for i in [10, 3, 7, 3, 100, -1, 2**40, 8, 16, 24, 32]:
    s.add(i)
assert list(s) == [1099511627776, 32, 3, 100, 7, 8, 10, 16, 24, -1] and 7 in s and 11 not in s
assert list(set(range(100, 0, -7))) == [65, 2, 100, 37, 72, 9, 44, 79, 16, 51, 86, 23, 58, 93, 30]

doc="tuples"
seen = {(0, 1), (1, 0)}
seen.add((2, 3))
seen.add((0, 1))
assert (2, 3) in seen and len(seen) == 3
assertRaises(TypeError, lambda: {[1]})

doc="operations"
a = {1, 2, 3, 4}
b = {3, 4, 5}
assert a | b == {1, 2, 3, 4, 5} and a & b == {3, 4} and a - b == {1, 2} and a ^ b == {1, 2, 5}
assert a.union([9, 8]) == {1, 2, 3, 4, 8, 9} and a.intersection(b) == {3, 4} and a.difference(b) == {1, 2}
assert a <= {1, 2, 3, 4, 5} and not a < a and a >= {1} and a == {4, 3, 2, 1} and {1} != {2}
assert a.issubset(range(10)) and not a.isdisjoint(b)
a.discard(1)
a.remove(2)
assert a == {3, 4} and a.pop() == 3 and a == {4}
assertRaises(KeyError, a.remove, 99)
c = {1, 2}
c |= {3}
c &= {2, 3}
c -= {2}
c ^= {7}
assert c == {3, 7}
assert hash(frozenset([1, 2])) == hash(frozenset([2, 1])) and {frozenset([1]): 2}[frozenset([1])] == 2
assert set({"a": 1}) == {"a"} and {1.0, 1} == {1}

doc="finished"
