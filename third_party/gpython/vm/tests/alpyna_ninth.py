# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: the ninth pass (issue 20): f-strings compiled to
# FORMAT_VALUE and BUILD_STRING, str of small ints preallocated, the strs
# of str.split boxed in one allocation. Values, the order of evaluation
# and formatting, errors and tracebacks are CPython's. Passes under
# CPython 3.11 too.

doc="f-string parts joined once"
x = 3.5
n = 12
assert f"{n}:{n * 2}" == "12:24"
assert f"a{n}b{x}c{'s'}d" == "a12b3.5csd"
assert f"{n}" == "12" and type(f"{n}") is str
assert f"" == "" and f"plain" == "plain"
assert f"{n!r}{x!s}{'q'!a}{'é'!a}" == "123.5'q''\\xe9'"
assert f"{x:>8.2f}|{n:04d}|{n:x}|{'ab':^6}" == "    3.50|0012|c|  ab  "
w, p = 9, 3
assert f"{x:{w}.{p}f}" == "    3.500"
assert f"{x:{w}}{n:{'<'}{w}}" == "      3.5" + "12       "
assert f"{n=}" == "n=12" and f"{x = :.1f}" == "x = 3.5"
assert f"{f'{n}' + 'x'}" == "12x"
parts = "".join("{%d}" % i for i in range(300))
assert eval("f'" + parts.replace("{", "{i") + "'", {"i%d" % i: i for i in range(300)}) == "".join(str(i) for i in range(300))
big = 2 ** 70
assert f"{big}{-5}{-big}" == "1180591620717411303424-5-1180591620717411303424"
assert f"{True}{None}{[1, 'a']}{(1,)}{ {'k': 1} }" == "TrueNone[1, 'a'](1,){'k': 1}"

doc="f-string order of evaluation and formatting"
log = []
class F:
    def __init__(self, name):
        self.name = name
    def __format__(self, spec):
        log.append("format " + self.name + ":" + spec)
        return self.name
def val(name):
    log.append("eval " + name)
    return F(name)
def spec(s):
    log.append("spec " + s)
    return s
assert f"<{val('a')}|{val('b'):{spec('x')}}|{val('c')!r:.3}>" == "<a|b|<__>"
assert log == ["eval a", "format a:", "eval b", "spec x", "format b:x", "eval c"], log
log.clear()
assert f"{val('a')}{val('b')}" == "ab"
assert log == ["eval a", "format a:", "eval b", "format b:"]

doc="f-string errors"
class Bad:
    def __format__(self, spec):
        return 42
try:
    f"{1}{Bad()}"
except TypeError as e:
    assert str(e) == "__format__ must return a str, not int", str(e)
else:
    assert False, "no TypeError"
class Raises:
    def __format__(self, spec):
        raise ValueError("spec " + spec)
log.clear()
try:
    f"{val('a')}{Raises():zz}{val('b')}"
except ValueError as e:
    assert str(e) == "spec zz"
else:
    assert False, "no ValueError"
assert log == ["eval a", "format a:"]
try:
    f"{n:q}"
except ValueError as e:
    assert "Unknown format code 'q'" in str(e), str(e)
else:
    assert False, "no ValueError"
def fails():
    return f"{n}{undefined_name}"
try:
    fails()
except NameError as e:
    assert str(e) == "name 'undefined_name' is not defined"
else:
    assert False, "no NameError"

doc="f-strings in generators and loops"
def gen():
    got = yield f"{1}"
    yield f"[{got}|{(yield 'inner')}]"
g = gen()
assert next(g) == "1"
assert g.send("x") == "inner"
assert g.send("y") == "[x|y]"
acc = []
for i in range(1100):
    acc.append(f"{i}:{i * 2}")
assert acc[0] == "0:0" and acc[999] == "999:1998" and acc[1099] == "1099:2198"
assert ",".join(acc).count(",") == 1099

doc="str of ints"
assert [str(i) for i in range(-3, 3)] == ["-3", "-2", "-1", "0", "1", "2"]
assert str(1023) == "1023" and str(1024) == "1024" and repr(999) == "999"
assert str(True) == "True" and f"{False}" == "False"
s = ""
for i in range(2000):
    s += str(i % 10)
assert len(s) == 2000 and s[:12] == "012345678901"
t = str(7)
t += "x"
assert t == "7x" and str(7) == "7"

doc="str.split"
fields = "a,b,,c".split(",")
assert fields == ["a", "b", "", "c"]
fields[0] = "z"
fields.append("d")
assert fields == ["z", "b", "", "c", "d"] and "a,b,,c".split(",") == ["a", "b", "", "c"]
assert "a b  c ".split() == ["a", "b", "c"] and "".split() == [] and "".split(",") == [""]
assert "1,2,3,4".split(",", 2) == ["1", "2", "3,4"] and "x y z".split(maxsplit=1) == ["x", "y z"]
joined = ",".join(str(i) for i in range(5000))
parts = joined.split(",")
assert len(parts) == 5000 and parts[4999] == "4999" and sum(len(p) for p in parts) == len(joined) - 4999
keep = parts[1234]
del parts, joined
assert keep == "1234" and keep + "!" == "1234!"

doc="Go methods taking keywords, called with none"
d = {1: "one"}
assert d.get(1) == "one" and d.get(2) is None and d.get(2, 0) == 0
for i in range(3):
    d[i] = d.get(i, 0)
assert d == {1: "one", 0: 0, 2: 0}
xs = [3, 1, 2]
xs.sort()
assert xs == [1, 2, 3]
xs.sort(reverse=True)
assert xs == [3, 2, 1]
xs.sort()
assert xs == [1, 2, 3]
assert "{}-{}".format(1, 2) == "1-2" and "{a}".format(a=1) == "1" and "{}".format(3) == "3"
assert "a b c".split() == ["a", "b", "c"] and "a b c".split(maxsplit=1) == ["a", "b c"]

doc="finished"
