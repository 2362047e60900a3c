# Unbounded recursion raises RecursionError at sys.getrecursionlimit() frames, as in CPython
# (the module's frame counts), directly and through builtins; sys.setrecursionlimit.
import sys

deepest = 0


def plain(n):
    global deepest
    deepest = n
    return plain(n + 1)


def via_map(n):
    global deepest
    deepest = n
    return list(map(via_map, [n + 1]))


def via_sorted(n):
    return sorted([2, 1], key=lambda x: via_sorted(n + 1) if x == 1 else 0)


def run(fn):
    try:
        fn(1)
    except RecursionError as e:
        return "%s: %s (a RuntimeError: %s)" % (type(e).__name__, e, isinstance(e, RuntimeError))


print("limit", sys.getrecursionlimit())
print(run(plain), "deepest", deepest)
print(run(via_map), "deepest", deepest)
try:
    via_sorted(1)
except RecursionError:
    print("via sorted: RecursionError")
try:
    plain(1)
except RuntimeError as e:
    print("caught as RuntimeError:", type(e).__name__, deepest)

sys.setrecursionlimit(10000)
print("limit", sys.getrecursionlimit())
print(run(plain), "deepest", deepest)
print(run(via_map), "deepest", deepest)


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print("fib(20)", fib(20))


def down(n):
    if n == 0:
        sys.setrecursionlimit(30)
        return "set"
    return down(n - 1)


for bad in [0, -5, 2**40, 1.5, "x"]:
    try:
        sys.setrecursionlimit(bad)
    except (ValueError, OverflowError, TypeError) as e:
        print("setrecursionlimit(%r):" % (bad,), type(e).__name__, e)
try:
    down(50)
except RecursionError as e:
    print("down(50):", e)
print(down(10), sys.getrecursionlimit())
print(run(plain), "deepest", deepest)
sys.setrecursionlimit(1000)
print("limit", sys.getrecursionlimit())
