# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: range as CPython 3.11 (zero step, bounds and lengths beyond
# int64, in, reversed, index, count, equality, hash). Passes under python3.

doc="range_zero_step"
for args in [(0, 10, 0), (5, 1, 0), (2**70, 2**71, 0)]:
    try:
        range(*args)
    except ValueError as e:
        assert str(e) == "range() arg 3 must not be zero", str(e)
    else:
        assert False, "ValueError not raised"

doc="range_int64_edges"
r = range(2**63 - 1, -2**63, -2**62)
assert len(r) == 4
assert list(r) == [9223372036854775807, 4611686018427387903, -1, -4611686018427387905]
assert list(reversed(r)) == [-4611686018427387905, -1, 4611686018427387903, 9223372036854775807]
assert r[0] == 2**63 - 1 and r[-1] == -4611686018427387905 and r[2] == -1
assert 2**63 - 1 in r and -1 in r and 0 not in r and 2**63 not in r
assert r.index(-1) == 2 and r.count(-1) == 1 and r.count(0) == 0
assert list(range(2**63 - 10, 2**63 - 1, 3)) == [2**63 - 10, 2**63 - 7, 2**63 - 4]
assert list(range(-2**63 + 5, -2**63 - 20, -6)) == [-2**63 + 5, -2**63 - 1, -2**63 - 7, -2**63 - 13, -2**63 - 19]
assert list(range(-2**63, 2**63 - 1, 2**63 - 1)) == [-2**63, -1, 2**63 - 2]
assert -2**63 in range(-2**63, 2**63 - 1, 2**63 - 1)
assert list(range(0, -1, -2**63)) == [0]
assert list(reversed(range(2**63 - 1, -2**63 - 1, -(2**63)))) == [-1, 2**63 - 1]

doc="range_big"
b = range(2**64, 2**64 + 5)
assert len(b) == 5 and b[4] == 2**64 + 4 and b[-5] == 2**64
assert list(b) == [2**64 + i for i in range(5)]
assert list(reversed(b)) == [2**64 + 4 - i for i in range(5)]
assert 2**64 + 2 in b and 2**64 + 5 not in b
assert b.index(2**64 + 3) == 3
huge = range(-2**63, 2**63)
assert bool(huge) and huge[2**64 - 1] == 2**63 - 1
try:
    len(huge)
except OverflowError as e:
    assert str(e) == "Python int too large to convert to C ssize_t", str(e)
else:
    assert False, "OverflowError not raised"
assert huge[::2**62] == range(-2**63, 2**63, 2**62)
assert len(huge[::2**62]) == 4
it = iter(range(10**20))
assert [next(it) for _ in range(3)] == [0, 1, 2]
assert next(reversed(range(10**20))) == 10**20 - 1
assert range(10**30, -10**30, -10**29)[5] == 10**30 - 5 * 10**29

doc="range_eq_hash"
assert range(0, 2) != range(0, 3, 2)
assert range(0, 1) == range(0, 1, 5)
assert range(0) == range(5, 2)
assert hash(range(0, 1)) == hash(range(0, 1, 5))
assert hash(range(2**64, 2**65)) == hash(range(2**64, 2**65))
assert range(3).start == 0 and range(3).stop == 3 and range(3).step == 1

doc="range_contains_other"
assert 1.0 in range(3) and 3.0 not in range(3) and "a" not in range(3)
assert True in range(3) and False not in range(1, 3)
assert range(10).index(3.0) == 3 and range(10).count(3.0) == 1
try:
    range(10).index(11)
except ValueError as e:
    assert str(e) == "11 is not in range", str(e)
else:
    assert False, "ValueError not raised"

doc="range_errors"
for bad in [lambda: range(), lambda: range(1, 2, 3, 4), lambda: range(1.5), lambda: range(10)[1.0]]:
    try:
        bad()
    except TypeError:
        pass
    else:
        assert False, "TypeError not raised"

doc="finished"
