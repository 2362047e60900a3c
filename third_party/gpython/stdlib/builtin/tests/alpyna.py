# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: regression tests for builtins made to behave as CPython 3.11.

from libtest import assertRaises

doc="reversed"
assert list(reversed([1, 2, 3])) == [3, 2, 1]
assert list(reversed(range(4))) == [3, 2, 1, 0]
assert list(reversed("ab")) == ["b", "a"]
assert list(reversed((1, 2))) == [2, 1]
assertRaises(TypeError, reversed, 5)

doc="round"
assert round(2.5) == 2 and type(round(2.5)) is int
assert round(3.5) == 4 and round(-2.5) == -2 and round(0.5) == 0 and round(1.5) == 2
assert round(2.675, 2) == 2.67
assert round(0.125, 2) == 0.12
assert round(1.23456, 3) == 1.235
assert round(1234.5678, -2) == 1200.0
assert round(2.5, 0) == 2.0 and type(round(2.5, 0)) is float
assert round(25, -1) == 20 and round(15, -1) == 20 and round(7, -1) == 10
assert round(12345, -2) == 12300 and round(5) == 5
assert round(True) == 1
assert round(2**70 + 0.0) == 2**70
assertRaises(OverflowError, round, float("inf"))
assertRaises(ValueError, round, float("nan"))

doc="min max"
assert min([3, 1, 2]) == 1 and max([3, 1, 2]) == 3 and min(3, 1, 2) == 1
assert min([], default=7) == 7 and max([9], default=7) == 9 and min([9], default=7) == 9
assert max([1, -5], key=abs) == -5
assert min([(1, "b"), (1, "a")]) == (1, "a")
assert max([1, 2, 3], key=lambda x: -x) == 1
assert min([1, 1.0], key=float) == 1 and type(min([1, 1.0])) is int
assert type(max([1.0, 1])) is float
assertRaises(ValueError, max, [])
assertRaises(TypeError, max, 1, 2, default=0)

doc="sorted"
assert sorted([(2, "a"), (1, "b"), (1, "a")]) == [(1, "a"), (1, "b"), (2, "a")]
assert sorted({"b": 1, "a": 2}) == ["a", "b"]
assert sorted(["bb", "a", "ccc"], key=len, reverse=True) == ["ccc", "bb", "a"]

doc="hash id callable issubclass isinstance"
assert hash(1) == hash(1.0) == hash(True)
assert hash(-1) == -2 and hash(2**61 - 1) == 0 and hash(0.5) == 1152921504606846976
assert hash((1, 2)) == hash((1, 2))
assertRaises(TypeError, hash, [])
assert id(doc) == id(doc)
assert callable(print) and callable(len) and callable(int) and not callable(1)
assert issubclass(bool, int) and issubclass(ValueError, Exception) and not issubclass(int, str)
assert issubclass(KeyError, (TypeError, LookupError))
assert isinstance(True, int) and isinstance(1.0, (int, float)) and not isinstance(1, str)
assertRaises(TypeError, isinstance, 1, [int])

doc="bool"
assert bool() is False and bool([]) is False and bool([0]) is True and bool(0.0) is False
assert True + True == 2 and True * 3 == 3 and -True == -1 and abs(True) == 1
assert int(True) == 1 and float(False) == 0.0
assert (True & False) is False and (True | False) is True and (True ^ True) is False
assert (True & 3) == 1 and sum([True, True, False]) == 2

doc="enumerate zip"
assert list(enumerate("ab", start=1)) == [(1, "a"), (2, "b")]
assert list(enumerate("ab", 5)) == [(5, "a"), (6, "b")]
assert list(zip()) == []
assert list(zip([1, 2], [3, 4, 5])) == [(1, 3), (2, 4)]

doc="dir"
class D:
    x = 1
assert "x" in dir(D())

doc="vars"
class V:
    def __init__(self):
        self.x = 1
assert vars(V()) == {"x": 1}
assertRaises(TypeError, vars, 1)

doc="finished"
