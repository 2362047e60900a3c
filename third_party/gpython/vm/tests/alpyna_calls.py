# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: keyword calls of simple Python functions skip the
# argument parser (vm/eval.go, callKeywordsDirect); what they cannot place
# still raises CPython's errors. Passes under CPython 3.11 too.

doc="keywords in any order, with defaults filled"
def f(a, b, c=3, d=4):
    return (a, b, c, d)
for _ in range(3):
    assert f(1, b=2) == (1, 2, 3, 4)
    assert f(b=2, a=1) == (1, 2, 3, 4)
    assert f(1, 2, d=40) == (1, 2, 3, 40)
    assert f(d=40, c=30, b=20, a=10) == (10, 20, 30, 40)
    assert f(1, 2, 3, d=5) == (1, 2, 3, 5)

doc="keywords that cannot be placed raise TypeError"
def expect_type_error(call, words):
    try:
        call()
    except TypeError as e:
        for w in words:
            assert w in str(e), str(e)
    else:
        assert False, "no TypeError"
expect_type_error(lambda: f(1, a=2), ["multiple values", "'a'"])
expect_type_error(lambda: f(1, 2, e=5), ["unexpected keyword argument 'e'"])
expect_type_error(lambda: f(1, c=5), ["missing 1 required positional argument: 'b'"])
expect_type_error(lambda: f(c=5, d=6), ["missing 2 required positional arguments: 'a' and 'b'"])
def p(a, /, b=2):
    return (a, b)
assert p(1, b=3) == (1, 3)
expect_type_error(lambda: p(a=1), ["positional-only", "'a'"])

doc="methods, recursion and exceptions through keyword calls"
class Acc:
    def __init__(self, start=0):
        self.total = start
    def add(self, k, times=1):
        self.total += k * times
        return self.total
acc = Acc(start=5)
for i in range(4):
    acc.add(k=i, times=2)
assert acc.total == 5 + 2 * (0 + 1 + 2 + 3)
def depth(n, acc=0):
    if n == 0:
        return acc
    return depth(n=n - 1, acc=acc + n)
assert depth(n=50) == 50 * 51 // 2
def fails(x, y=0):
    return x / y
try:
    fails(1, y=0)
except ZeroDivisionError:
    pass
else:
    assert False
assert fails(x=6, y=3) == 2.0

doc="a frame abandoned by the shortcut leaves no trace in the next call"
def g(a, b=None):
    return (a, b)
for _ in range(3):
    expect_type_error(lambda: g(1, zz=2), ["unexpected keyword argument 'zz'"])
    assert g(7) == (7, None)
    assert g(a=8) == (8, None)

doc="finished"
