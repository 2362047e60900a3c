# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: classes, closures and exceptions as CPython runs them.

doc="operators defined in Python"
class Vec:
    def __init__(self, x, y=0):
        self.x = x
        self.y = y
    def __repr__(self):
        return "Vec(%r, %r)" % (self.x, self.y)
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __eq__(self, o):
        return self.x == o.x and self.y == o.y
    def __lt__(self, o):
        return (self.x, self.y) < (o.x, o.y)
v = Vec(1, 2) + Vec(3)
assert repr(v) == "Vec(4, 2)" and str([v]) == "[Vec(4, 2)]"
assert v == Vec(4, 2) and not (v != Vec(4, 2)) and v != Vec(0)
assert 2 * v == Vec(8, 4) and v * 2 == Vec(8, 4) and -v == Vec(-4, -2)
assert sorted([Vec(2), Vec(1)])[0] == Vec(1) and Vec(1) < Vec(2) and Vec(2) > Vec(1)
w = v
w += Vec(1)
assert w == Vec(5, 2)

doc="objects without __eq__ compare by identity"
class Plain:
    pass
p, q = Plain(), Plain()
assert p == p and p != q and not (p == q)

doc="super, properties, static and class methods, __call__"
class Base:
    def __init__(self, n):
        self.n = n
    def size(self):
        return self.n
class Grid(Base):
    count = 0
    def __init__(self, n):
        super().__init__(n)
        Grid.count += 1
    def size(self):
        return super().size() * 10
    @property
    def double(self):
        return self.n * 2
    @double.setter
    def double(self, v):
        self.n = v // 2
    @staticmethod
    def make(n):
        return Grid(n)
    @classmethod
    def named(cls, n):
        return cls(n)
    def __call__(self, k):
        return k * self.n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        return i * 2
g = Grid(3)
assert g.size() == 30 and g.double == 6 and Grid.make(2).n == 2 and Grid.named(4).n == 4
g.double = 10
assert g.n == 5 and g(2) == 10 and len(g) == 5 and g[4] == 8 and Grid.count == 3
assert isinstance(g, Base) and type(g).__name__ == "Grid" and Grid.__name__ == "Grid"
assert g.__class__ is Grid and int.__name__ == "int"
try:
    Plain(1)
except TypeError as e:
    assert str(e) == "Plain() takes no arguments"
else:
    assert False, "Plain(1) did not raise"

doc="class repr"
assert repr(Grid) == "<class '__main__.Grid'>" or repr(Grid) == "<class 'alpyna_classes.Grid'>" or repr(Grid).endswith(".Grid'>")
assert repr(int) == "<class 'int'>" and repr(ValueError) == "<class 'ValueError'>"
assert repr(Plain()).startswith("<") and " object at 0x" in repr(Plain())

doc="closures over arguments"
def deco(fn):
    def wrapper(*a, **k):
        return fn(*a, **k) + 1
    return wrapper
@deco
def h(x):
    return x
assert h(1) == 2
def outer(*args):
    def inner():
        return args
    return inner
assert outer(1, 2)() == (1, 2)

doc="exceptions"
class MyErr(Exception):
    pass
class E2(ValueError):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code
class E3(Exception):
    def __str__(self):
        return "custom"
try:
    raise MyErr("bad", 3)
except MyErr as e:
    assert e.args == ("bad", 3) and str(e) == "('bad', 3)" and repr(e) == "MyErr('bad', 3)"
try:
    raise E2("m", 5)
except ValueError as e:
    assert str(e) == "m" and e.code == 5 and e.args == ("m",)
try:
    raise E3()
except Exception as e:
    assert str(e) == "custom"
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    assert type(e.__cause__) is ZeroDivisionError
try:
    raise KeyError("k")
except LookupError as e:
    assert repr(e) == "KeyError('k')" and str(e) == "'k'"
e = ValueError()
assert str(e) == "" and e.args == () and repr(e) == "ValueError()"
assert str(ValueError("a", 1)) == "('a', 1)"
try:
    undefined_name
except NameError as e:
    assert str(e) == "name 'undefined_name' is not defined"
try:
    "x".foo
except AttributeError as e:
    assert str(e) == "'str' object has no attribute 'foo'"
try:
    Plain.foo
except AttributeError as e:
    assert str(e) == "type object 'Plain' has no attribute 'foo'"
try:
    assert 1 == 2, "one is not two"
except AssertionError as e:
    assert str(e) == "one is not two"
try:
    raise SystemExit(3)
except SystemExit as e:
    assert e.code == 3
import sys
try:
    sys.exit(4)
except SystemExit as e:
    assert e.code == 4 and e.args == (4,)
else:
    assert False, "sys.exit did not raise"
def fails(x):
    try:
        return 1 / x
    except ZeroDivisionError:
        raise ValueError("bad x")
try:
    fails(0)
except ValueError as e:
    assert type(e.__context__) is ZeroDivisionError and e.__cause__ is None
    assert e.__traceback__ is not None and e.__context__.__traceback__ is not None

doc="finished"
