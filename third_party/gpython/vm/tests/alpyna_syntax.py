# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: syntax newer than Python 3.4 (issue 15): assignment
# expressions (PEP 572), unpacking in displays and calls (PEP 448) and
# positional-only parameters (PEP 570). Runs clean under CPython 3.8+.

def raises(exc, fn, msg):
    try:
        fn()
    except exc as e:
        assert str(e) == msg, str(e)
    else:
        assert False, "no " + exc.__name__

def syntax_error(src, msg):
    try:
        compile(src, "<test>", "exec")
    except SyntaxError as e:
        assert e.args[0] == msg, e.args[0]
    else:
        assert False, "compiled: " + src

doc=":= in if and while tests"
if (n := 10) > 5:
    assert n == 10
xs = [3, 2, 1]
seen = []
while (x := xs.pop()) != 3:
    seen.append(x)
assert seen == [1, 2] and x == 3
if y := 0:
    assert False
elif z := 7:
    assert y == 0 and z == 7

doc=":= in a comprehension binds in the enclosing function"
def firsts(data):
    found = [y for x in data if (y := x * 2) > 2]
    return found, y
assert firsts([1, 2, 3]) == ([4, 6], 6)

def running_total(data):
    total = 0
    sums = [total := total + v for v in data]
    return sums, total
assert running_total([1, 2, 3]) == ([1, 3, 6], 6)

def nested():
    [[(z := i * j) for j in range(3)] for i in range(3)]
    return z
assert nested() == 4

def generator_binds():
    g = (last := v for v in "abc")
    list(g)
    return last
assert generator_binds() == "c"

def closure_sees():
    [w := 5 for _ in range(1)]
    def inner():
        return w
    return inner()
assert closure_sees() == 5

doc=":= in a module-level comprehension binds a global"
squares = [sq := k * k for k in range(4)]
assert squares == [0, 1, 4, 9] and sq == 9

doc=":= in calls, displays and lambdas"
def ident(v):
    return v
assert ident(a := 3) == 3 and a == 3
assert [b := 1, b + 1] == [1, 2]
assert (c := 4, c) == (4, 4)
f = lambda: (d := 8) + d
assert f() == 16
assert {(e := 2), e + 1} == {2, 3}

doc="invalid := targets and scopes"
syntax_error("(x.a := 1)\n", "cannot use assignment expressions with attribute")
syntax_error("(x[0] := 1)\n", "cannot use assignment expressions with subscript")
syntax_error("((a, b) := 1)\n", "cannot use assignment expressions with tuple")
syntax_error("x := 1\n", "invalid syntax")
syntax_error("[i := 0 for i in range(3)]\n", "assignment expression cannot rebind comprehension iteration variable 'i'")
syntax_error("[x for x in (y := [1])]\n", "assignment expression cannot be used in a comprehension iterable expression")
syntax_error("class A:\n    [(y := 1) for i in range(2)]\n", "assignment expression within a comprehension cannot be used in a class body")

doc="* in list, tuple and set displays"
p, q = [1, 2], (3,)
assert [*p, *q] == [1, 2, 3]
assert [0, *p, 9, *range(2)] == [0, 1, 2, 9, 0, 1]
assert (*p, 1) == (1, 2, 1)
assert (*"ab",) == ("a", "b")
assert {*p, *q, 2} == {1, 2, 3}
assert [*()] == [] and (*[],) == ()
t = *p, *q
assert t == (1, 2, 3)
head, *rest = [*p, *q]
assert head == 1 and rest == [2, 3]
raises(TypeError, lambda: [*1], "Value after * must be an iterable, not int")

doc="* in return, yield, for, augmented assignment and subscripts"
def ret(a):
    return *a, *a
assert ret([1, 2]) == (1, 2, 1, 2)
def gen(a):
    yield *a, 0
assert list(gen("xy")) == [("x", "y", 0)]
assert [v for v in [*range(2)]] == [0, 1]
looped = []
for v in *p, *q:
    looped.append(v)
assert looped == [1, 2, 3]
acc = (0,)
acc += *p, *q
assert acc == (0, 1, 2, 3)
grid = {(1, 2): "a", (1, 2, 3): "b"}
assert grid[*p] == "a" and grid[*p, 3] == "b"
items = [10, 20, 30]
assert items[i := 1] == 20 and i == 1

doc="** in dict displays: later keys win, order kept"
d1 = {"a": 1, "b": 2}
merged = {**d1, "b": 20, **{"c": 3}}
assert merged == {"a": 1, "b": 20, "c": 3}
assert list(merged) == ["a", "b", "c"]
assert {"b": 0, **d1} == {"b": 2, "a": 1}
assert {**{}} == {}
raises(TypeError, lambda: {**1}, "'int' object is not a mapping")

doc="* and ** in calls"
def collect(*args, **kwargs):
    return args, sorted(kwargs.items())
assert collect(*p, 7) == ((1, 2, 7), [])
assert collect(*p, *q) == ((1, 2, 3), [])
assert collect(0, *p, 5, *q, 6) == ((0, 1, 2, 5, 3, 6), [])
assert collect(**{"x": 1}, **{"y": 2}) == ((), [("x", 1), ("y", 2)])
assert collect(**{"x": 1}, y=2) == ((), [("x", 1), ("y", 2)])
assert collect(*p, k=1, *q, **{"m": 2}) == ((1, 2, 3), [("k", 1), ("m", 2)])
assert "".join(["a", *"bc"]) == "abc"
def two(a, b, *, c=0):
    return a, b, c
assert two(*[1], *[2], **{"c": 3}) == (1, 2, 3)
raises(TypeError, lambda: collect(**{"x": 1}, **{"x": 2}), "__main__.collect() got multiple values for keyword argument 'x'")
raises(TypeError, lambda: collect(x=1, **{"y": 0}, **{"x": 2}), "__main__.collect() got multiple values for keyword argument 'x'")
raises(TypeError, lambda: collect(*p, **{1: 2}, **{}), "keywords must be strings")
raises(TypeError, lambda: collect(*[1], *2), "Value after * must be an iterable, not int")

doc="arguments are evaluated left to right"
order = []
def note(v):
    order.append(v)
    return [v]
collect(*note(1), note(2), *note(3))
assert order == [1, 2, 3]
order = []
collect(*note(1), k=note(2))
collect(note(3), *note(4), k=note(5), **{"m": note(6)})
assert order == [1, 2, 3, 4, 5, 6]

doc="invalid uses of * and **"
syntax_error("f(**k, *a)\n", "iterable argument unpacking follows keyword argument unpacking")
syntax_error("f(**k, b)\n", "positional argument follows keyword argument unpacking")
syntax_error("[*a for a in b]\n", "iterable unpacking cannot be used in comprehension")
syntax_error("(*a)\n", "cannot use starred expression here")
syntax_error("a = *b\n", "can't use starred expression here")
syntax_error("[*a, *b] = 1, 2\n", "multiple starred expressions in assignment")
syntax_error("del *a\n", "cannot delete starred")

doc="positional-only parameters"
def po(a, b=2, /, c=3, *, d=4):
    return a, b, c, d
assert po(1) == (1, 2, 3, 4)
assert po(1, 5, 6) == (1, 5, 6, 4)
assert po(1, c=7, d=8) == (1, 2, 7, 8)
raises(TypeError, lambda: po(a=1), "po() got some positional-only arguments passed as keyword arguments: 'a'")
raises(TypeError, lambda: po(1, b=2), "po() got some positional-only arguments passed as keyword arguments: 'b'")
raises(TypeError, lambda: po(a=1, b=2), "po() got some positional-only arguments passed as keyword arguments: 'a, b'")
raises(TypeError, lambda: po(), "po() missing 1 required positional argument: 'a'")
def po_kwargs(a, /, **kw):
    return a, kw
assert po_kwargs(1, a=2) == (1, {"a": 2})
lam = lambda x, /, y: (x, y)
assert lam(1, y=2) == (1, 2)
raises(TypeError, lambda: lam(x=1, y=2), "<lambda>() got some positional-only arguments passed as keyword arguments: 'x'")
syntax_error("def f(/, a): pass\n", "at least one argument must precede /")
syntax_error("def f(a, /, /): pass\n", "/ may appear only once")
syntax_error("def f(*a, /): pass\n", "/ must be ahead of *")
syntax_error("def f(a=1, /, b): pass\n", "non-default argument follows default argument")

doc="a free variable of a scope that also has cells"
def outer():
    x = 1
    def middle():
        y = 2
        seen = x
        def inner():
            return x * 10 + y
        return seen, inner()
    return middle()
assert outer() == (1, 12)

doc=":= in a comprehension of a function with a global declaration"
def set_global():
    global walrus_global
    [walrus_global := v for v in range(3)]
set_global()
assert walrus_global == 2

doc="* and ** in class bases"
class Base:
    pass
class Derived(*[Base], **{}):
    pass
assert Derived.__bases__ == (Base,)

doc="decorators are any expression (PEP 614)"
def plus(n):
    def deco(fn):
        return lambda: fn() + n
    return deco
decorators = {"one": plus(1)}
@decorators["one"]
def seven():
    return 7
assert seven() == 8
@(lambda fn: lambda: fn() * 2)
def three():
    return 3
assert three() == 6
@plus(1) if True else None
def ten():
    return 10
assert ten() == 11

doc="trailing commas after *args, keyword-only parameters and **kwargs"
def trailing(a, *args, b=1, **kw,):
    return a, args, b, kw
assert trailing(1, 2, b=3, c=4) == (1, (2,), 3, {"c": 4})
syntax_error("def f(*): pass\n", "named arguments must follow bare *")

doc="finished"
