# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: str methods added in py/string_methods.go, and exact
# int/float comparison.

from libtest import assertRaises

doc="str methods"
assert ",".join(["a", "b"]) == "a,b" and "".join([]) == "" and "-".join("abc") == "a-b-c"
assertRaises(TypeError, ",".join, [1])
assert "AbC".lower() == "abc" and "AbC".upper() == "ABC" and "Ab".swapcase() == "aB"
assert "hello world".title() == "Hello World" and "ABC def".capitalize() == "Abc def"
assert "abcabc".count("bc") == 2 and "abcabc".count("bc", 2) == 1
assert "abcabc".index("c") == 2 and "abcabc".rfind("b") == 4 and "abcabc".rindex("c") == 5 and "abc".rfind("z") == -1
assertRaises(ValueError, "abc".index, "z")
assert "-42".zfill(6) == "-00042" and "x".zfill(3) == "00x"
assert "ab".center(6, "*") == "**ab**" and "a".center(4) == " a  " and "abc".center(6) == " abc  "
assert "ab".ljust(4) == "ab  " and "ab".rjust(4, "-") == "--ab"
assert "Ab1".isalnum() and not "".isalpha() and "12".isdigit() and " \t".isspace()
assert "A1".isupper() and "a1".islower() and not "1".islower() and "x_1".isidentifier()
assert "a=b=c".partition("=") == ("a", "=", "b=c") and "a=b=c".rpartition("=") == ("a=b", "=", "c")
assert "a.b".partition("x") == ("a.b", "", "") and "a.b".rpartition("x") == ("", "", "a.b")
assert "a b  c d".rsplit(None, 1) == ["a b  c", "d"] and "a,b,c".rsplit(",", 1) == ["a,b", "c"]
assert "a\nb\r\nc".splitlines() == ["a", "b", "c"] and "a\nb\n".splitlines(True) == ["a\n", "b\n"]
assert "ab\tc".expandtabs(4) == "ab  c"

doc="int and float compare exactly"
big = 2**53 + 1
assert big != float(big) and float(big) != big and big > float(big) and float(big) < big
assert 1 == 1.0 and True == 1.0 and 10**400 > 1e308 and 10**400 < float("inf")
assert not (3 == float("nan")) and 3 != float("nan")
assert sorted([3, 1.5, 2, 0.5, True]) == [0.5, True, 1.5, 2, 3]

doc="big ints are ints, and int division"
b = 2**70
assert type(b) is int and isinstance(b, int) and repr(type(b)) == "<class 'int'>"
assert 1 + b == b + 1 and 3 * b == b * 3 and 7 // b == 0 and 9 % b == 9
assert 10**30 / 7 == 1.4285714285714285e+29 and (10**30 + 1) / 3 == 3.333333333333333e+29
assert 2**1000 / 3**600 == 571798263596268.4 and True / 2 == 0.5
try:
    1 / 0.0
except ZeroDivisionError as e:
    assert str(e) == "float division by zero"
try:
    10**400 / 1
except OverflowError as e:
    assert str(e) == "integer division result too large for a float"
class Half:
    def __rtruediv__(self, other):
        return "rtruediv"
assert 1 / Half() == "rtruediv" and 2**70 / Half() == "rtruediv"

doc="int() of strings with underscores, and its error message"
assert int("1_000") == 1000 and int("0x_1f", 16) == 31 and int("0b1_01", 0) == 5 and int(" -1_2 ") == -12
for bad, base in [("1__0", 10), ("_1", 10), ("1_", 10)]:
    try:
        int(bad, base)
    except ValueError as e:
        assert str(e) == "invalid literal for int() with base %d: %r" % (base, bad)
    else:
        assert False, "int(%r) did not raise" % bad
try:
    int("x", 0)
except ValueError as e:
    assert str(e) == "invalid literal for int() with base 0: 'x'"

doc="finished"
