# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: global and builtin names are cached per name of a code
# object (py/alpyna_globals.go). Each test runs the reading function in a
# loop first, so that its names are cached, then changes the namespace in
# one of the ways Python can and checks the next read. Passes under
# CPython 3.11 too.

doc="a global rebound by STORE_GLOBAL in another function"
g = 0
def read_g():
    return g
def set_g(v):
    global g
    g = v
for i in range(5):
    set_g(i)
    assert read_g() == i

doc="a global rebound and deleted at module level, in a loop"
def read_h():
    return h
for i in range(5):
    h = i * 10
    assert read_h() == i * 10
del h
try:
    read_h()
except NameError as e:
    assert str(e) == "name 'h' is not defined", str(e)
else:
    assert False
h = "back"
assert read_h() == "back"

doc="del of a global inside a function, then a builtin of the same name"
def read_abs():
    return abs(-3)
abs = lambda v: "shadow"
for _ in range(3):
    assert read_abs() == "shadow"
def drop_abs():
    global abs
    del abs
drop_abs()
for _ in range(3):
    assert read_abs() == 3

doc="a builtin shadowed later by a global, then by globals()[name]"
def count(xs):
    return len(xs)
for _ in range(3):
    assert count([1, 2, 3]) == 3
globals()["len"] = lambda xs: "globals() len"
assert count([1, 2, 3]) == "globals() len"
del globals()["len"]
assert count([1, 2, 3]) == 3
def shadow_len():
    global len
    len = lambda xs: "global len"
shadow_len()
assert count([1, 2, 3]) == "global len"
del len
assert count([1, 2, 3]) == 3

doc="globals changed through exec and setattr on the module"
def read_e():
    return e_value
e_value = 1
for _ in range(3):
    assert read_e() == 1
exec("e_value = 2", globals())
assert read_e() == 2
import alpyna_globals_lib as lib
for _ in range(3):
    assert lib.read_value() == 1
setattr(lib, "value", 3)
assert lib.read_value() == 3
lib.value = 4
assert lib.read_value() == 4
delattr(lib, "value")
try:
    lib.read_value()
except NameError:
    pass
else:
    assert False
lib.value = 5
assert lib.read_value() == 5
del lib.value
try:
    lib.read_value()
except NameError:
    pass
else:
    assert False

doc="one code object running with two globals dicts"
src = compile("def f():\n    return who\n", "<two>", "exec")
g1 = {"who": "first"}
g2 = {"who": "second"}
exec(src, g1)
exec(src, g2)
for _ in range(3):
    assert g1["f"]() == "first"
    assert g2["f"]() == "second"

doc="builtins changed through the builtins module"
import builtins
def make_min():
    return min(4, 2)
for _ in range(3):
    assert make_min() == 2
saved_min = builtins.min
builtins.min = lambda a, b: "patched min"
assert make_min() == "patched min"
del builtins.min
try:
    make_min()
except NameError as e:
    assert str(e) == "name 'min' is not defined", str(e)
else:
    assert False
builtins.min = saved_min
assert make_min() == 2

doc="a global defined after the function first failed to find it"
def read_late():
    return late
for _ in range(2):
    try:
        read_late()
    except NameError:
        pass
    else:
        assert False
late = "defined"
assert read_late() == "defined"

doc="finished"
