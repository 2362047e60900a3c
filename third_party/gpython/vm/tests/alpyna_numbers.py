# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: float division, modulo and power as CPython computes them,
# bools in % formatting, keyword-only defaults.

doc="float floor division and modulo"
assert 7.5 // 2 == 3.0 and -7.5 // 2 == -4.0 and 7.5 // -2 == -4.0
assert 7.5 % -2 == -0.5 and -7.5 % 2 == 0.5
assert divmod(-7.5, 2) == (-4.0, 0.5)
assert str(-0.0 % 5) == "0.0" and str(0.0 % -5) == "-0.0"
assert str(0.0 // -3) == "-0.0"
assert 1.0 // 0.1 == 9.0 and 1.0 % 0.1 == 0.09999999999999995

doc="float division errors"
for f, msg in [(lambda: 1.0 // 0.0, "float floor division by zero"),
               (lambda: 2.0 % 0, "float modulo"),
               (lambda: divmod(2.0, 0.0), "float divmod()"),
               (lambda: 1.0 / 0, "float division by zero"),
               (lambda: 0.0 ** -1, "0.0 cannot be raised to a negative power")]:
    try:
        f()
    except ZeroDivisionError as e:
        assert str(e) == msg, str(e)
    else:
        assert False, msg

doc="float power"
assert 2.0 ** 0.5 == 1.4142135623730951 and (-8.0) ** 2 == 64.0
assert 0.0 ** 0 == 1.0
try:
    10.0 ** 400
except OverflowError as e:
    assert str(e) == "(34, 'Numerical result out of range')"
else:
    assert False, "overflow"

doc="bools in formatting and arithmetic"
assert "%s" % True == "True" and "%s %d %r" % (True, True, False) == "True 1 False"
assert True + True == 2 and True % 2 == 1 and 5 % True == 0

doc="keyword-only defaults"
def f(a, *, c, d=4, e, g=7):
    return a, c, d, e, g
assert f(0, c=1, e=5) == (0, 1, 4, 5, 7)
assert f(0, c=1, d=2, e=3, g=0) == (0, 1, 2, 3, 0)
h = lambda *, x, y=2: x + y
assert h(x=1) == 3
try:
    f(0, e=1)
except TypeError as e:
    assert str(e) == "f() missing 1 required keyword-only argument: 'c'", str(e)
else:
    assert False, "missing kw-only"

doc="finished"

doc="variable annotations (PEP 526) and grouped digits (PEP 515)"
big: int = 1_000_000
assert big == 1000000 and 0x_ff == 255 and 1_0.5 == 10.5
declared_only: float
def annotated(a: int) -> int:
    t: int = a * 2
    return t
assert annotated(21) == 42

doc="finished"

doc="function attributes"
def documented():
    """the docstring"""
def undocumented():
    pass
assert documented.__doc__ == "the docstring" and undocumented.__doc__ is None
assert documented.__qualname__ == "documented" and documented.__module__ == __name__

doc="finished"
