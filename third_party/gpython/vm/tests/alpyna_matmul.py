# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: PEP 465 matrix multiplication (a @ b, a @= b), and the
# augmented assignment named in TypeErrors. Runs clean under CPython 3.5+.

doc="@ dispatches to __matmul__ and __rmatmul__"
class M:
    def __init__(self, v):
        self.v = v
    def __matmul__(self, other):
        return ("matmul", self.v, other)
    def __rmatmul__(self, other):
        return ("rmatmul", self.v, other)

assert M(1) @ 2 == ("matmul", 1, 2)
assert 3 @ M(4) == ("rmatmul", 4, 3)
r = M(1) @ M(2)
assert r[0] == "matmul" and r[1] == 1 and r[2].v == 2

doc="@ has the precedence of * and groups to the left"
class Log:
    def __init__(self, s):
        self.s = s
    def __matmul__(self, other):
        return Log("(%s@%s)" % (self.s, other.s))
    def __mul__(self, other):
        return Log("(%s*%s)" % (self.s, other.s))
    def __add__(self, other):
        return Log("(%s+%s)" % (self.s, other.s))
    def __pow__(self, other):
        return Log("(%s**%s)" % (self.s, other.s))
    def __neg__(self):
        return Log("-%s" % self.s)
a, b, c = Log("a"), Log("b"), Log("c")
assert (a @ b @ c).s == "((a@b)@c)"
assert (a * b @ c).s == "((a*b)@c)"
assert (a @ b * c).s == "((a@b)*c)"
assert (a + b @ c).s == "(a+(b@c))"
assert (-a @ b ** c).s == "(-a@(b**c))"

doc="@= uses __imatmul__, else __matmul__, else __rmatmul__"
class I:
    def __init__(self):
        self.seen = []
    def __imatmul__(self, other):
        self.seen.append(other)
        return self
x = I()
y = x
x @= 5
x @= 6
assert x is y and x.seen == [5, 6]
z = M(7)
z @= 8
assert z == ("matmul", 7, 8)
w = 9
w @= M(10)
assert w == ("rmatmul", 10, 9)
l = [M(1)]
l[0] @= 2
assert l[0] == ("matmul", 1, 2)
class Holder:
    pass
h = Holder()
h.m = M(3)
h.m @= 4
assert h.m == ("matmul", 3, 4)

doc="a NotImplemented __matmul__ falls back to __rmatmul__"
class N:
    def __matmul__(self, other):
        return NotImplemented
r = N() @ M(1)
assert r[0] == "rmatmul" and r[1] == 1 and isinstance(r[2], N)

doc="@ inside functions, lambdas and comprehensions"
def f(p, q):
    return p @ q
assert f(M(1), 2) == ("matmul", 1, 2)
g = lambda p: p @ 3
assert g(M(2)) == ("matmul", 2, 3)
assert [M(i) @ i for i in range(2)] == [("matmul", 0, 0), ("matmul", 1, 1)]
def aug(p):
    p @= 1
    return p
assert aug(M(4)) == ("matmul", 4, 1)

doc="decorators still parse next to @"
def deco(fn):
    fn.decorated = True
    return fn
@deco
def h2(p):
    return p @ 0
assert h2.decorated and h2(M(5)) == ("matmul", 5, 0)

doc="TypeError when no operand supports @"
for fn, msg in [
        (lambda: 1 @ 2, "unsupported operand type(s) for @: 'int' and 'int'"),
        (lambda: 1.5 @ 2, "unsupported operand type(s) for @: 'float' and 'int'"),
        (lambda: [1] @ [2], "unsupported operand type(s) for @: 'list' and 'list'"),
        (lambda: "a" @ "b", "unsupported operand type(s) for @: 'str' and 'str'"),
        (lambda: True @ 1, "unsupported operand type(s) for @: 'bool' and 'int'"),
        (lambda: (1,) @ None, "unsupported operand type(s) for @: 'tuple' and 'NoneType'")]:
    try:
        fn()
    except TypeError as e:
        assert str(e) == msg, str(e)
    else:
        assert False, msg

doc="TypeError messages name the augmented assignment"
def inplace(src):
    try:
        exec(src, {})
    except TypeError as e:
        return str(e)
    return None
assert inplace("x = 1\nx @= 2") == "unsupported operand type(s) for @=: 'int' and 'int'"
assert inplace("x = [1]\nx @= [2]") == "unsupported operand type(s) for @=: 'list' and 'list'"
assert inplace("x = 1\nx += 'a'") == "unsupported operand type(s) for +=: 'int' and 'str'"
assert inplace("x = 1.5\nx -= 'a'") == "unsupported operand type(s) for -=: 'float' and 'str'"
assert inplace("x = 2\nx **= 'a'") == "unsupported operand type(s) for **=: 'int' and 'str'"
assert inplace("x = 2\nx %= 'a'") == "unsupported operand type(s) for %=: 'int' and 'str'"
assert inplace("x = 2\nx //= None") == "unsupported operand type(s) for //=: 'int' and 'NoneType'"
assert inplace("x = 2\nx |= 1.5") == "unsupported operand type(s) for |=: 'int' and 'float'"
assert inplace("s = 'a'\ns += 1") == 'can only concatenate str (not "int") to str'
assert inplace("s = [1]\ns *= 'a'") == "can't multiply sequence by non-int of type 'str'"
assert inplace("x = 1\nx += True") is None

doc="__imod__ is used by %="
class Mod:
    def __imod__(self, other):
        self.got = other
        return self
m = Mod()
m %= 3
assert m.got == 3
s = "%d-%s"
s %= (1, "x")
assert s == "1-x"

doc="finished"
