# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: the evaluation loop's own fast paths (opcodes run inside
# the loop, calls of Python functions straight from the stack, ints and
# floats boxed in batches, attribute lookups cached per name) behave as
# the generic paths and CPython do. Passes under CPython 3.11 too.

doc="floats and ints boxed in batches keep their values"
xs = []
f = 0.5
for i in range(1000):
    f = f * 1.001 + 0.25
    xs.append(f)
    xs.append(i * 100003)
for i in range(1000):
    assert xs[2 * i + 1] == i * 100003
g = 0.5
for i in range(1000):
    g = g * 1.001 + 0.25
    assert xs[2 * i] == g
assert 7 / 2 == 3.5 and type(7 / 2) is float and 6 / 3 == 2.0
assert 10 ** 20 + 1 - 10 ** 20 == 1

doc="calls: positional, defaults, bound methods, errors"
def add(a, b=10):
    return a + b
assert add(1) == 11 and add(1, 2) == 3
try:
    add()
except TypeError as e:
    assert str(e) == "add() missing 1 required positional argument: 'a'", str(e)
else:
    assert False
try:
    add(1, 2, 3)
except TypeError as e:
    assert str(e) == "add() takes from 1 to 2 positional arguments but 3 were given", str(e)
else:
    assert False
def star(*args):
    return args
assert star(1, 2) == (1, 2) and star() == ()
class K:
    def m(self, x):
        return (self, x)
k = K()
assert k.m(3) == (k, 3)
bound = k.m
assert bound(4) == (k, 4) and K.m(k, 5) == (k, 5)
def raiser(n):
    if n == 0:
        raise ValueError("deep")
    return raiser(n - 1)
for _ in range(3):
    try:
        raiser(5)
    except ValueError as e:
        assert str(e) == "deep"

doc="closures and generators through the direct call"
def counter():
    n = 0
    def bump(k):
        nonlocal n
        n += k
        return n
    return bump
c = counter()
c(2)
assert c(3) == 5
def gen(n):
    for i in range(n):
        yield i * i
assert list(gen(4)) == [0, 1, 4, 9]
assert sum(x for x in range(5)) == 10

doc="globals and builtins: later lookups see mutations"
def read_g():
    return g_value
g_value = 1
assert read_g() == 1
globals()["g_value"] = 2
assert read_g() == 2
del g_value
try:
    read_g()
except NameError as e:
    assert str(e) == "name 'g_value' is not defined", str(e)
else:
    assert False
def use_len(x):
    return len(x)
assert use_len([1, 2]) == 2
len = lambda x: 42
assert use_len([1, 2]) == 42
del len
assert use_len([1, 2]) == 2

doc="attribute lookups cached per name follow class changes"
class A:
    kind = "a"
    def who(self):
        return "A.who"
def read_kind(o):
    return o.kind
def call_who(o):
    return o.who()
a = A()
for _ in range(3):
    assert read_kind(a) == "a" and call_who(a) == "A.who"
A.kind = "changed"
assert read_kind(a) == "changed"
a.kind = "own"
assert read_kind(a) == "own"
del a.kind
assert read_kind(a) == "changed"
A.who = lambda self: "replaced"
assert call_who(a) == "replaced"
del A.who
try:
    call_who(a)
except AttributeError as e:
    assert str(e) == "'A' object has no attribute 'who'", str(e)
else:
    assert False
class B(A):
    pass
b = B()
assert read_kind(b) == "changed"
A.kind = "base"
assert read_kind(b) == "base"
B.kind = "sub"
assert read_kind(b) == "sub" and read_kind(a) == "base"

doc="stores cached per name respect descriptors and __setattr__"
class P:
    def __init__(self):
        self._x = 0
    def get_x(self):
        return self._x
    def set_x(self, v):
        self._x = v * 2
    x = property(get_x, set_x)
def store_x(o, v):
    o.x = v
p = P()
for v in range(3):
    store_x(p, v)
    assert p.x == 2 * v and p._x == 2 * v
class S:
    pass
s = S()
for v in range(3):
    store_x(s, v)
    assert s.x == v
log = []
def logging_setattr(self, name, value):
    log.append((name, value))
S.__setattr__ = logging_setattr
store_x(s, 9)
assert log == [("x", 9)] and s.x == 2, (log, s.x)
class G:
    def __getattr__(self, name):
        return "missing " + name
def read_y(o):
    return o.y
gg = G()
assert read_y(gg) == "missing y"
gg.y = 1
assert read_y(gg) == 1

doc="finished"
