# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: module-level code caches the names it loads and stores
# (py/alpyna_globals.go, NameCache). Each test reads a name in a
# module-level loop, so that it is cached, changes it in one of the ways
# Python can while the loop runs, and checks the next read. Passes under
# CPython 3.11 too.

import builtins

doc="a module-level name stored and loaded in a loop"
total = 0
k = 0
while k < 10:
    total += k
    k += 1
assert total == 45 and k == 10

doc="rebound by STORE_GLOBAL in a function the loop calls"
def set_m(v):
    global m
    m = v
m = 0
seen = []
for i in range(4):
    seen.append(m)
    set_m(i * 10)
assert seen == [0, 0, 10, 20], seen
assert m == 30

doc="a function's LOAD_GLOBAL cache of a name the loop stores"
def read_m():
    return m
for i in range(5):
    m = i
    assert read_m() == i
    m = -i
    assert read_m() == -i

doc="rebound through globals() in the loop"
g = "start"
seen = []
for i in range(3):
    seen.append(g)
    globals()["g"] = i
seen.append(g)
assert seen == ["start", 0, 1, 2], seen
for i in range(3):
    globals()["g"] = "item %d" % i
    assert g == "item %d" % i
del globals()["g"]
try:
    g
except NameError as e:
    assert str(e) == "name 'g' is not defined", str(e)
else:
    assert False

doc="rebound and deleted by exec in the same globals"
e = 0
for i in range(4):
    exec("e = e + 100", globals())
    assert e == (i + 1) * 100, e
for i in range(3):
    exec("for j in range(3):\n    e = e + 1\n", globals())
assert e == 409, e
exec("del e", globals())
try:
    e
except NameError:
    pass
else:
    assert False

doc="nested module-level frames: exec inside exec, each with a loop"
def run_inner():
    exec("for t in range(2):\n    q = q * 2\n", globals())
q = 1
for i in range(3):
    exec("q = q + 1\nrun_inner()\nq = q + 1\n", globals())
    q = q + 1
assert q == 190, q

doc="a builtin loaded at module level, shadowed and restored"
xs = [1, 2, 3]
for i in range(3):
    assert len(xs) == 3
len = lambda v: "module len"
for i in range(3):
    assert len(xs) == "module len"
del len
assert len(xs) == 3
saved_len = builtins.len
for i in range(3):
    builtins.len = lambda v, i=i: i
    assert len(xs) == i
builtins.len = saved_len
assert len(xs) == 3
for i in range(3):
    abs = lambda v: "shadow"
    assert abs(-1) == "shadow"
    del abs
    assert abs(-1) == 1

doc="deleted and re-created at module level"
d = 1
for i in range(3):
    assert d == 1
    del d
    try:
        d
    except NameError:
        pass
    else:
        assert False
    d = 1

doc="a class body reads module names the loop changes"
for i in range(3):
    base = i
    class C:
        x = base * 2
        base = "class"
    assert C.x == i * 2 and C.base == "class" and base == i

doc="a generator expression reads names the loop stores"
factor = 1
for i in range(3):
    factor = i + 1
    assert sum(factor * v for v in range(3)) == factor * 3

doc="imports bind names"
for i in range(2):
    import math as mm
    assert mm.floor(2.5) == 2
    mm = None
    assert mm is None

doc="unpacking and augmented assignment at module level"
a, b = 1, 2
for i in range(3):
    a, b = b, a + b
    a += 0
assert (a, b) == (5, 8), (a, b)

doc="stores wait in the cache until code other than the loop may read them"
# (twelfth pass: a module-level store writes the globals map only before
# an opcode function, a call, an attribute, a dict's key hashing or the
# frame's end; each reader below runs at one of those)
def read_n():
    return n
class Prop:
    @property
    def n(self):
        return n
class Key:
    def __hash__(self):
        seen.append(n)
        return 1
    def __eq__(self, other):
        return self is other
class Adder:
    def __add__(self, other):
        return n + other
    def __lt__(self, other):
        return n < other
prop = Prop()
key = Key()
adder = Adder()
seen = []
n = -1
d = {key: "v"}
assert seen == [-1], seen
seen = []
for n in range(3):
    seen.append(read_n())
    seen.append(prop.n)
    seen.append(d[key])
    seen.append(key in d)
    seen.append(adder + 100)
    seen.append(adder < 1)
    seen.append(globals()["n"])
    seen.append(eval("n"))
assert seen == [0, 0, 0, "v", 0, True, 100, True, 0, 0,
                1, 1, 1, "v", 1, True, 101, False, 1, 1,
                2, 2, 2, "v", 2, True, 102, False, 2, 2], seen

doc="a module-level name read by LOAD_GLOBAL in the same frame"
def f_global():
    return [h for _ in range(1)][0]
h = 0
for i in range(4):
    h = i
    h = h + 1
    assert f_global() == i + 1
    assert [h for _ in range(2)] == [i + 1, i + 1]

doc="stores before an exception the module-level loop catches"
w = 0
for i in range(3):
    w = i
    try:
        w = w + 10
        raise ValueError(w)
    except ValueError as exc:
        assert exc.args[0] == i + 10 and w == i + 10
    assert read_w() == i + 10 if "read_w" in globals() else True
def read_w():
    return w
for i in range(3):
    w = i * 7
    assert read_w() == i * 7

doc="finished"
