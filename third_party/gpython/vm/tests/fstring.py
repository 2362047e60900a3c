# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: f-strings, str.format and % formatting end to end.
# Expected values are what CPython 3.11 prints.

x = 3.25
y = 'ab'
w = 8
p = 2

doc="f-string basics"
assert f"" == ""
assert f"plain" == "plain"
assert f"{x}" == "3.25"
assert f"{x!r} {y!r} {y!s} {'é'!a}" == "3.25 'ab' ab '\\xe9'"
assert f"{{}}{x}{{" == "{}3.25{"
assert F"{y}" == "ab"
assert rf"\n{x}" == "\\n3.25"
assert fr"\t{y}" == "\\tab"
assert f"tab\t{y}\n" == "tab\tab\n"

doc="f-string format specs"
assert f"{x:.1f}" == "3.2"
assert f"{x:{w}.{p}f}|" == "    3.25|"
assert f"{y:>{w}}|" == "      ab|"
assert f"{y!r:^8}" == "  'ab'  "
assert f"{12345.678:,.2f}" == "12,345.68"
assert f"{3:05d}" == "00003"
assert f"{x:}" == "3.25"

doc="f-string self-documenting"
assert f"{x=}" == "x=3.25"
assert f"{x = }" == "x = 3.25"
assert f"{y=}" == "y='ab'"
assert f"{x=:.1f}" == "x=3.2"
assert f"{y=!s}" == "y=ab"

doc="f-string expressions"
assert f"{'q'}" == "q"
assert f'{"a" "b"}' == "ab"
assert f"{3!=4}" == "True"
assert f"{[1, 2][0]}" == "1"
assert f"{ {'k': 1}['k'] }" == "1"
assert f"{x if x > 3 else 0}" == "3.25"
assert f"""{
x
}""" == "3.25"

doc="f-string concatenation"
assert "a" f"{y}" "c" == "aabc"
assert f"{x}" f"{y}" == "3.25ab"
assert f"a" "b" == "ab"

doc="f-string in a function"
def greet(name, n):
    return f"{name}:{n:03d}"
assert greet("z", 7) == "z:007"

doc="format builtin"
assert format(1.5) == "1.5"
assert format(1.5, "") == "1.5"
assert format(1e16, "g") == "1e+16"
assert format(0.1, ".3f") == "0.100"
assert format(True, "d") == "1"
assert format(True) == "True"
assert format("x", ">3") == "  x"
assert (1.5).__format__(".2f") == "1.50"

class Money:
    def __format__(self, spec):
        return "$" + spec
assert format(Money(), "5") == "$5"
assert f"{Money():abc}" == "$abc"
assert "{:xyz}".format(Money()) == "$xyz"

doc="str.format"
assert "{} {}".format(1, "a") == "1 a"
assert "{1}{0}".format("a", "b") == "ba"
assert "{a}-{b!r}".format(a=1, b="x") == "1-'x'"
assert "{0[1]} {d[k]}".format([1, 2], d={"k": "v"}) == "2 v"
assert "{:{w}.{p}f}".format(3.14159, w=7, p=2) == "   3.14"
assert "{{{0}}}".format(1) == "{1}"

doc="percent"
assert "%.3f" % 2.5 == "2.500"
assert "%5.1f|%-8s|" % (3.14159, "ab") == "  3.1|ab      |"
assert "%e" % 12345.678 == "1.234568e+04"
assert "%g" % 1e-5 == "1e-05"
assert "%d" % 3.7 == "3"
assert "%(a)s=%(b)d" % {"a": "k", "b": 2} == "k=2"
assert "%*d" % (4, 7) == "   7"
assert "%r" % "s" == "'s'"

doc="float repr"
assert repr(1e16) == "1e+16"
assert repr(1e15) == "1000000000000000.0"
assert repr(1.5e-7) == "1.5e-07"
assert repr(0.1 + 0.2) == "0.30000000000000004"
assert str(float(7)) == "7.0"
assert repr(float("inf")) == "inf"
assert repr(-float("inf")) == "-inf"
assert repr(float("nan")) == "nan"

doc="finished"
