# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: the dict's open-addressing table (dict_ordered.go):
# growth, deletion, colliding hashes, keys whose __eq__ changes the dict.
# Passes under CPython too.

doc="many keys, in order"
d = {}
for i in range(5000):
    d[i * 7919 % 10007] = i
assert len(d) == 5000
for i in range(5000):
    assert d[i * 7919 % 10007] == i
assert list(d.values()) == list(range(5000))
assert 10007 not in d and -1 not in d

doc="deletion and reinsertion"
for i in range(0, 5000, 2):
    del d[i * 7919 % 10007]
assert len(d) == 2500
assert list(d.values()) == list(range(1, 5000, 2))
for i in range(0, 5000, 2):
    assert (i * 7919 % 10007) not in d
    d[i * 7919 % 10007] = -i
assert len(d) == 5000
assert list(d.values())[:3] == [1, 3, 5] and list(d.values())[-2:] == [-4996, -4998]
while d:
    k, v = d.popitem()
assert len(d) == 0 and d == {} and list(d) == []
d["again"] = 1
assert d == {"again": 1}

doc="insert and delete in turn keep the table small and correct"
d = {}
for i in range(20000):
    d[i] = i
    if i >= 3:
        del d[i - 3]
assert list(d.items()) == [(19997, 19997), (19998, 19998), (19999, 19999)]

doc="keys of many types"
keys = [0, 1, -1, 2**70, -2**70, 1.5, -0.0, float("inf"), "", "a", "é", b"a", (), (1, "x"), (1, (2, 3)), None, True, 0.0]
d = {}
for n, k in enumerate(keys):
    d[k] = n
assert len(d) == len(keys) - 3  # -0.0 == 0.0 == 0 and True == 1
assert d[0] == 17 and d[1] == 16 and d[0.0] == 17 and d[1.0] == 16
assert d[(1, (2, 3))] == 14 and d[2**70] == 3 and d[b"a"] == 11 and d[None] == 15

doc="a key is found by identity first, as in CPython"
nan = float("nan")
d = {nan: "same object"}
assert nan in d and d[nan] == "same object"
assert float("nan") not in d
d[float("nan")] = "another"
assert len(d) == 2

doc="colliding hashes"
class Same:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return 42
    def __eq__(self, other):
        return isinstance(other, Same) and self.n == other.n
d = {}
for i in range(200):
    d[Same(i)] = i
assert len(d) == 200
for i in range(200):
    assert d[Same(i)] == i
for i in range(0, 200, 3):
    del d[Same(i)]
assert len(d) == 133 and Same(3) not in d and d[Same(4)] == 4
d[Same(3)] = "back"
assert list(d.values())[-1] == "back"
assert 42 not in d

doc="__eq__ that empties the dict while it is searched"
class Clearing:
    def __init__(self, d):
        self.d = d
    def __hash__(self):
        return 7
    def __eq__(self, other):
        self.d.clear()
        return False
d = {}
d[Clearing(d)] = 1
probe = Clearing(d)
assert d.get(probe) is None
assert len(d) == 0

doc="__eq__ that grows the dict while it is searched"
class Growing:
    def __init__(self, d, n):
        self.d = d
        self.n = n
    def __hash__(self):
        return 5
    def __eq__(self, other):
        if len(self.d) < 100:
            for i in range(50):
                self.d[1000 + len(self.d)] = 0
        return isinstance(other, Growing) and self.n == other.n
d = {}
d[Growing(d, 1)] = "one"
assert d[Growing(d, 1)] == "one"
assert len(d) >= 50
assert d[Growing(d, 1)] == "one"

doc="hash errors"
try:
    d[[1]] = 1
    raise AssertionError("no TypeError")
except TypeError as e:
    assert str(e) == "unhashable type: 'list'"
try:
    {}[{}]
    raise AssertionError("no TypeError")
except TypeError as e:
    assert str(e) == "unhashable type: 'dict'"

doc="copy, equality, sized construction"
a = {i: str(i) for i in range(100)}
for i in range(0, 100, 2):
    del a[i]
b = a.copy()
assert a == b and list(b) == list(range(1, 100, 2))
b[1] = "x"
assert a != b and a[1] == "1"
c = dict(zip(range(10), range(10)))
assert c == {i: i for i in range(10)}

doc="finished"
