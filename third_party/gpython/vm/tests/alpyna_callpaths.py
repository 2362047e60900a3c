# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: the VM's call shortcuts (vm/eval.go: callFunction,
# callMethod, callKeywordsDirect, and the frames a caller keeps for its
# next call): arguments bound from the stack with defaults and keywords,
# bound methods and method calls, results and exceptions returned to the
# right frame, calls inside handlers and finally blocks, the recursion
# limit and its count after exceptions, generators and closures between
# them. Passes under CPython 3.11 too.

import sys

def assertRaises(exc, fn, *args):
    try:
        fn(*args)
    except exc as e:
        return e
    raise AssertionError("no " + exc.__name__)

doc="positional arguments, defaults and results"
def add(a, b):
    return a + b
def scale(x, factor=2, shift=0):
    return x * factor + shift
acc = 0
for i in range(1000):
    acc = add(acc, i)
    acc = scale(acc, 1) - scale(i) + scale(i, 2, 0)
assert acc == sum(range(1000))
assert scale(3) == 6 and scale(3, 3) == 9 and scale(3, 3, 1) == 10
assert assertRaises(TypeError, scale).args[0].startswith("scale() missing 1 required positional argument")
assert "takes from 1 to 3 positional arguments but 4 were given" in str(assertRaises(TypeError, scale, 1, 2, 3, 4))

doc="methods, bound methods and functions kept in attributes"
class Counter:
    def __init__(self, n=0):
        self.n = n
    def bump(self, k=1):
        self.n += k
        return self.n
    def twice(self, k):
        return self.bump(k) + self.bump(k)
c = Counter()
b = c.bump
for i in range(100):
    c.bump()
    b(2)
    c.twice(1)
assert c.n == 500
assert Counter.bump(c, 5) == 505
holder = Counter()
holder.f = add
assert holder.f(1, 2) == 3

doc="exceptions through several frames, caught at each level"
def raiser(x):
    if x < 0:
        raise ValueError(x)
    return x
def middle(x):
    try:
        return raiser(x) * 2
    finally:
        middle.calls += 1
middle.calls = 0
def top(x):
    try:
        return middle(x)
    except ValueError as e:
        return "caught %s" % e.args[0]
for i in range(-3, 3):
    r = top(i)
    assert r == (i * 2 if i >= 0 else "caught %d" % i), r
assert middle.calls == 6
def swallow():
    for i in range(5):
        try:
            raiser(-i - 1)
        except ValueError:
            pass
    return "done"
assert swallow() == "done"
def calls_in_handlers():
    log = []
    for i in range(3):
        try:
            raiser(-1)
        except ValueError:
            n = str(i)
            log.append(len(log))
            log.append(add(i, 10))
            log.append(scale(i, factor=3))
        finally:
            n = str(i)
            log.append(n)
            log.append(add(i, 20))
    try:
        try:
            raiser(-2)
        finally:
            n = str(i)
            log.append(add(0, 30))
            log.append(len(log))
    except ValueError as e:
        log.append(e.args[0])
    return log
assert calls_in_handlers() == [0, 10, 0, "0", 20, 5, 11, 3, "1", 21, 10, 12, 6, "2", 22, 30, 16, -2]

doc="return values through finally and loops"
def loop_return(n):
    for i in range(n):
        if i == 3:
            return i
    return -1
def fin_return():
    try:
        return loop_return(10)
    finally:
        pass
assert fin_return() == 3 and loop_return(2) == -1

doc="recursion: depth, the limit, and the count after errors"
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
assert fib(20) == 6765
def depth(n):
    if n == 0:
        return 0
    return depth(n - 1) + 1
def down(n):
    if n == 0:
        raise IndexError("bottom")
    return down(n - 1)
limit = sys.getrecursionlimit()
for i in range(20):
    assertRaises(IndexError, down, 500)
assert depth(limit - 50) == limit - 50
e = assertRaises(RecursionError, depth, limit + 10)
assert "maximum recursion depth exceeded" in str(e)
assert depth(limit - 50) == limit - 50
def recurse_forever(n):
    return recurse_forever(n + 1)
for i in range(3):
    assertRaises(RecursionError, recurse_forever, 0)
assert depth(limit - 50) == limit - 50

doc="generators calling functions and functions driving generators"
def gen(n):
    for i in range(n):
        yield add(i, scale(i))
def consume(n):
    total = 0
    for v in gen(n):
        total = add(total, v)
    return total
assert consume(10) == sum(3 * i for i in range(10))

doc="functions with cells, *args and keywords among simple ones"
def make_adder(k):
    def adder(x):
        return add(x, k)
    return adder
add5 = make_adder(5)
def star(*xs):
    return add(len(xs), 0)
def kwonly(a, *, b=2):
    return add(a, b)
for i in range(10):
    assert add5(i) == i + 5 and star(1, 2, i) == 3 and kwonly(i, b=1) == i + 1 and kwonly(i) == i + 2

doc="keyword calls of functions and bound methods"
def kwf(a, b=10, c=100):
    return a + b * 2 + c * 3
class KW:
    def __init__(self):
        self.n = 0
    def m(self, k=1, scale=1):
        self.n += k * scale
        return self.n
kw = KW()
for i in range(50):
    assert kwf(i, c=0) == i + 20 and kwf(a=i) == i + 320 and kwf(i, c=1, b=2) == i + 7
    kw.m(scale=2)
    kw.m(k=1)
    kw.m(2, scale=1)
assert kw.n == 250
assert KW.m(kw, scale=0) == 250
assert "got multiple values for argument 'a'" in str(assertRaises(TypeError, lambda: kwf(1, a=2)))
assert "got an unexpected keyword argument 'd'" in str(assertRaises(TypeError, lambda: kwf(1, d=2)))
assert "missing 1 required positional argument: 'a'" in str(assertRaises(TypeError, lambda: kwf(b=2)))
def kwraise(x, check=False):
    if check:
        raise ValueError(x)
    return x
def kwcaller(x):
    try:
        return kwraise(x, check=x < 0)
    except ValueError:
        return "neg"
assert [kwcaller(i) for i in (-1, 2, -3)] == ["neg", 2, "neg"]

doc="a function rebound while a call of it runs"
def rebind():
    global add
    old = add
    add = lambda a, b: a * b
    r = add(3, 4)
    add = old
    return r
assert rebind() == 12 and add(3, 4) == 7

doc="finished"
