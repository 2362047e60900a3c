# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch (thirteenth pass). In `a, b, c, op` (three loads of locals
# or a constant last, then arithmetic or a subscript: `aik * bk[j]`,
# `dx * bj[6]`, `a - (b + c)`), the first load runs alone and the other
# two run fused with the operation, instead of the first two fused and the
# third and the operation one step each (vm/decode.go, fuse). Results,
# errors are the same whatever the operands (tracebacks:
# vm/alpyna_thirteenth_test.go). Passes under
# CPython 3.11 too.

doc="a * b[j] and a * b[6] on lists, tuples, dicts and strs"
def prod(a, b, j):
    x = a * b[j]
    y = a * b[1]
    return x, y
assert prod(2, [5, 7, 9], 2) == (18, 14)
assert prod(2.5, [5, 7, 9], 0) == (12.5, 17.5)
assert prod(3, (1, 2), 0) == (3, 6)
assert prod(2, {0: 4, 1: 5}, 0) == (8, 10)
assert prod(2, "ab", 0) == ("aa", "bb")
assert prod([1], [2, 3], -1) == ([1, 1, 1], [1, 1, 1])

doc="a + (b - c) and a + (b - 1): ints, overflow, floats, strs"
def nested(a, b, c):
    x = a + (b - c)
    y = a * (b - 1)
    return x, y
assert nested(1, 5, 2) == (4, 4)
big = 2**63
assert nested(big, big, 1) == (2 * big - 1, big * (big - 1))
assert nested(0.5, 2.0, 0.25) == (2.25, 0.5)
assert nested(1, True, False) == (2, 0)

doc="matmul's inner loop"
def matmul(a, b, n):
    c = [[0.0] * n for _ in range(n)]
    for i in range(n):
        ai = a[i]
        ci = c[i]
        for k in range(n):
            aik = ai[k]
            bk = b[k]
            for j in range(n):
                ci[j] += aik * bk[j]
    return c
assert matmul([[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]], 2) == [[19.0, 22.0], [43.0, 50.0]]
assert matmul([[1, 2], [3, 4]], [[5, 6], [7, 8]], 2) == [[19.0, 22.0], [43.0, 50.0]]

doc="errors: index out of range, a bad index type, unsupported operands"
def sub(a, b, j):
    return a * b[j]
for args, exc, text in [
    ((2, [1, 2], 5), IndexError, "list index out of range"),
    ((2, [1, 2], "x"), TypeError, "list indices must be integers or slices, not str"),
    ((2, {}, 3), KeyError, "3"),
    ((None, [1], 0), TypeError, "unsupported operand type(s) for *: 'NoneType' and 'int'"),
]:
    try:
        sub(*args)
    except exc as e:
        assert str(e) == text, (args, str(e))
    else:
        assert False, args

doc="unbound locals in each position"
def unbound(which):
    if which != 0:
        a = 2
    if which != 1:
        b = [3, 4]
    if which != 2:
        j = 1
    return a * b[j]
assert unbound(3) == 8
for which, name in [(0, "a"), (1, "b"), (2, "j")]:
    try:
        unbound(which)
    except UnboundLocalError as e:
        assert name in str(e), (which, str(e))
    else:
        assert False, which

doc="a jump landing on the second load"
def jump_into(t, a, b, c):
    return a + ((b if t else c) - c)
assert jump_into(True, 1, 10, 3) == 8
assert jump_into(False, 1, 10, 3) == 1

doc="finished"
