# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: the VM's fast paths (ints and floats, range loops, list
# subscripts, s += t, pooled call frames) give what the generic
# operators give, errors included. Passes under CPython 3.11 too.

doc="int arithmetic overflows into big ints"
big = 2**63
m = big - 1
assert m + 1 == big and type(m + 1) is int
assert -m - 2 == -big - 1
assert (-m - 1) - 1 == -big - 1
assert m * 2 == 2 * big - 2 and 3037000500 * 3037000500 == 9223372037000250000
assert (-big) * -1 == big and (-big) // -1 == big and (-big) % -1 == 0
assert 4611686018427387904 * -2 == -big
x = 0
for i in range(100):
    x = x * 3 + i
assert x == 128844380183002832759115282441405318175526880450, x

doc="int floor division and modulo signs"
for a in (7, -7, 0, 13, -13):
    for b in (2, -2, 5, -5, 1, -1):
        q, r = a // b, a % b
        assert (q, r) == divmod(a, b) and q * b + r == a, (a, b)
        assert r == 0 or (r < 0) == (b < 0), (a, b)

doc="division by zero raises from the fast paths"
for f, exc, msg in [(lambda: 1 // 0, ZeroDivisionError, "integer division or modulo by zero"),
                    (lambda: 1 % 0, ZeroDivisionError, "integer modulo by zero"),
                    (lambda: 1 / 0, ZeroDivisionError, "division by zero"),
                    (lambda: 1.5 / 0, ZeroDivisionError, "float division by zero"),
                    (lambda: 1 / 0.0, ZeroDivisionError, "float division by zero"),
                    (lambda: 1.5 // 0.0, ZeroDivisionError, "float floor division by zero"),
                    (lambda: 1.5 % 0, ZeroDivisionError, "float modulo")]:
    try:
        f()
    except exc as e:
        assert str(e) == msg, str(e)
    else:
        assert False, msg

doc="true division and mixed int and float"
assert 7 / 2 == 3.5 and -7 / 2 == -3.5 and 1 / 3 == 0.3333333333333333
assert (2**53 + 1) / 1 == 9007199254740992.0
assert 10**20 / 3 == 3.3333333333333332e+19
assert 3 + 0.5 == 3.5 and 0.5 * 4 == 2.0 and 7 - 0.25 == 6.75
assert 7 // 2.0 == 3.0 and -7 % 2.0 == 1.0 and 7.5 // 2 == 3.0
x = 0.0
for i in range(10):
    x += 0.1
assert x == 0.9999999999999999

doc="comparisons of ints and floats are exact"
assert 2**53 + 1 != float(2**53 + 1) and 2**53 + 1 > float(2**53)
assert not (2**53 + 1 < 2.0**53 + 0) and 2**63 - 1 < 2.0**63
assert -2**63 == -2.0**63 and 3 < 3.5 and 4.0 >= 4 and 1 == 1.0
nan = float("nan")
assert not (nan < 1) and not (nan >= 1) and nan != nan and not (1 == nan) and 1 != nan
assert (1 < 2) is True and (2 <= 1) is False
assert True + True == 2 and True < 2 and (True == 1) is True

doc="range loops"
assert [i for i in range(5)] == [0, 1, 2, 3, 4]
assert list(range(10, 0, -3)) == [10, 7, 4, 1]
assert list(range(2**63 - 3, 2**63)) == [2**63 - 3, 2**63 - 2, 2**63 - 1]
assert list(range(-2**63, -2**63 + 2)) == [-2**63, -2**63 + 1]
n = 0
for i in range(-5, 20000, 7):
    n += i
assert n == sum(range(-5, 20000, 7)) == 28564281, n
for i in range(3):
    pass
assert i == 2

doc="list subscripts"
xs = [1, 2, 3]
assert xs[0] == 1 and xs[-1] == 3 and xs[-3] == 1
xs[-1] = 30
xs[True] = 20
assert xs == [1, 20, 30]
for k in (3, -4):
    try:
        xs[k]
    except IndexError as e:
        assert str(e) == "list index out of range"
    try:
        xs[k] = 0
    except IndexError as e:
        assert str(e) == "list assignment index out of range"
    else:
        assert False
try:
    xs[1.0]
except TypeError as e:
    assert str(e) == "list indices must be integers or slices, not float"
else:
    assert False

doc="s += t builds a new string each time"
s = ""
kept = []
for i in range(200):
    s += str(i % 10)
    if i % 50 == 0:
        kept.append(s)
assert len(s) == 200 and s[:12] == "012345678901"
assert [len(k) for k in kept] == [1, 51, 101, 151]
t = s
t += "x"
s += "y"
assert t[-2:] == "9x" and s[-2:] == "9y" and len(t) == len(s) == 201
u = s[:150]
s += "z" * 100
assert u == t[:150] and len(s) == 301

doc="calls and method calls"
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
assert fib(20) == 6765

class Counter:
    def __init__(self):
        self.n = 0
    def bump(self, k=1):
        self.n += k
        return self
c = Counter()
for i in range(100):
    c.bump(i).bump(k=1)
assert c.n == 5050
try:
    c.bump(1, 2)
except TypeError as e:
    assert str(e).endswith("bump() takes from 1 to 2 positional arguments but 3 were given"), str(e)
else:
    assert False

def local_names():
    a = 1
    import math
    return sorted(locals())
assert local_names() == ["a", "math"]

doc="finished"
