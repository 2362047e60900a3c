# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: RecursionError and sys.setrecursionlimit, missing modules.
# Passes under python3.

import sys

doc="recursion_error"
def down(n):
    return down(n + 1)

try:
    down(0)
except RecursionError as e:
    assert str(e) == "maximum recursion depth exceeded", str(e)
    assert isinstance(e, RuntimeError)
else:
    assert False, "RecursionError not raised"

doc="recursion_through_builtins"
def viamap(n):
    return list(map(viamap, [n + 1]))

def viasorted(n):
    return sorted([1, 2], key=lambda x: viasorted(n + 1) if x == 1 else 0)

for fn in (viamap, viasorted):
    try:
        fn(0)
    except RecursionError:
        pass
    else:
        assert False, "RecursionError not raised"

doc="recursion_limit"
assert sys.getrecursionlimit() == 1000
depth = 0
def count(n):
    global depth
    depth = n
    count(n + 1)

old = sys.getrecursionlimit()
sys.setrecursionlimit(200)
try:
    count(1)
except RecursionError:
    pass
sys.setrecursionlimit(old)
assert 150 < depth < 200, depth
for bad, exc in [(0, ValueError), (2**40, OverflowError), (1.5, TypeError), (1, RecursionError)]:
    try:
        sys.setrecursionlimit(bad)
    except exc:
        pass
    else:
        assert False, "%s not raised for %r" % (exc.__name__, bad)
assert sys.getrecursionlimit() == old

doc="module_not_found"
try:
    import no_such_module_for_alpyna
except ImportError as e:
    assert type(e) is ModuleNotFoundError
    assert str(e) == "No module named 'no_such_module_for_alpyna'", str(e)
    assert e.name == "no_such_module_for_alpyna"
else:
    assert False, "ImportError not raised"
try:
    from no_such_module_for_alpyna import x
except ModuleNotFoundError as e:
    assert str(e) == "No module named 'no_such_module_for_alpyna'", str(e)
else:
    assert False, "ModuleNotFoundError not raised"
try:
    from sys import no_such_name
except ImportError as e:
    assert type(e) is ImportError
    assert str(e) == "cannot import name 'no_such_name' from 'sys' (unknown location)", str(e)
else:
    assert False, "ImportError not raised"

doc="finished"
