# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch (twelfth pass). The JUMP_ABSOLUTE that ends a for loop's
# body runs the loop's next FOR_ITER STORE_FAST itself for ranges, lists
# and tuples, and leaves other iterators to FOR_ITER: results, the loop
# variable left behind, break, continue, else and errors are the same.
# An f-string's int fields are written by BUILD_STRING: the strs are the
# same, and so are the order and number of calls of other fields'
# __format__. Passes under CPython 3.11 too.

doc="range loops: empty, one item, negative steps, the variable after"
def ranges():
    out = []
    for i in range(0):
        out.append(i)
    for i in range(1):
        out.append(i)
    for i in range(10, 0, -3):
        out.append(i)
    last = None
    for last in range(2**62, 2**62 + 3):
        pass
    return out, i, last
assert ranges() == ([0, 10, 7, 4, 1], 1, 2**62 + 2)

doc="list and tuple loops, a list growing and shrinking while it runs"
def lists():
    xs = [1, 2, 3]
    out = []
    for x in xs:
        out.append(x)
        if x < 6:
            xs.append(x + 3)
    ys = [1, 2, 3, 4, 5, 6]
    seen = []
    for y in ys:
        seen.append(y)
        if y == 2:
            del ys[0]
    total = 0
    for t in (1, 2, 3):
        total += t
    return out, seen, total, t
assert lists() == ([1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 4, 5, 6], 6, 3), lists()

doc="break, continue and else in nested loops"
def nested(n):
    pairs = []
    for i in range(n):
        if i == 1:
            continue
        for j in [10, 20, 30]:
            if j == 30:
                break
            pairs.append((i, j))
        else:
            pairs.append("no break")
    else:
        pairs.append(("done", i))
    return pairs
assert nested(3) == [(0, 10), (0, 20), (2, 10), (2, 20), ("done", 2)]

doc="other iterators: generators, dicts, strings, an iterator changing type"
def gen(n):
    for k in range(n):
        yield k * k
def others():
    out = []
    for v in gen(4):
        out.append(v)
    for k in {"a": 1, "b": 2}:
        out.append(k)
    for ch in "xy":
        out.append(ch)
    for it in ([1, 2], range(2), gen(2), (5,)):
        for v in it:
            out.append(v)
    return out
assert others() == [0, 1, 4, 9, "a", "b", "x", "y", 1, 2, 0, 1, 0, 1, 5]

doc="an error in the body and a generator raising inside the loop"
def fails():
    for i in range(5):
        if i == 3:
            raise ValueError(i)
def bad_gen():
    yield 1
    raise KeyError("gen")
try:
    fails()
except ValueError as e:
    assert e.args == (3,)
else:
    assert False
try:
    for v in bad_gen():
        pass
except KeyError as e:
    assert e.args == ("gen",) and v == 1
else:
    assert False

doc="a list iterator reads the list at each step and stays exhausted"
def exhausted():
    xs = [1, 2]
    it = iter(xs)
    out = [v for v in it]
    xs.append(3)
    out.append(list(it))
    it2 = iter(xs)
    for v in it2:
        pass
    xs.append(4)
    out.append(list(it2))
    it3 = iter(xs)
    next(it3)
    xs.clear()
    out.append(list(it3))
    return out
assert exhausted() == [1, 2, [], [], []], exhausted()

doc="f-strings with int fields written by BUILD_STRING"
def fields(values):
    out = []
    for v in values:
        out.append(f"{v}")
        out.append(f"<{v}>")
        out.append(f"{v}{v}|{-v}:{v * 3}")
    return out
values = [0, 1, -1, 9, 10, 99, 100, 1023, 1024, -1024, 123456789,
          2**63 - 1, -2**63, 2**63, -2**64, 10**30]
got = fields(values)
want = []
for v in values:
    want.append(str(v))
    want.append("<" + str(v) + ">")
    want.append(str(v) + str(v) + "|" + str(-v) + ":" + str(v * 3))
assert got == want, got
calls = []
class Loud:
    def __init__(self, name):
        self.name = name
    def __format__(self, spec):
        calls.append((self.name, spec))
        return self.name.upper()
def loud(n):
    calls.append(("arg", n))
    return n
a, b = Loud("a"), Loud("b")
s = f"{loud(1)}-{a}-{loud(2)}-{b:x}-{True}-{False!r}-{3!r}-{4:>3}"
assert s == "1-A-2-B-True-False-3-  4", s
assert calls == [("arg", 1), ("a", ""), ("arg", 2), ("b", "x")], calls
def raises():
    raise KeyError("field")
try:
    f"{1}{raises()}"
except KeyError as e:
    assert e.args == ("field",)
else:
    assert False
cond = [f"{i}{'x' if i else 'y'}{i}" for i in range(3)]
assert cond == ["0y0", "1x1", "2x2"], cond

doc="list comprehensions append in the loop"
def comps(xs):
    evens = [x * 2 for x in xs if x % 2 == 0]
    pairs = [(x, y) for x in xs for y in range(x) if y < 2]
    nested = [[y for y in range(x)] for x in xs]
    return evens, pairs, nested
assert comps([1, 2, 3, 4]) == ([4, 8], [(1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (4, 0), (4, 1)],
                               [[0], [0, 1], [0, 1, 2], [0, 1, 2, 3]])
assert [c for c in "ab"] + [v for v in {1: 2}] == ["a", "b", 1]

doc="finished"
