# A raise inside a nest, as validation in a loop: the nest runs as kernels,
# and a call that reaches the raise runs again in the interpreter from the
# arrays as they were (frontend/raises.go), so CPython's exception, message
# and side effects come out, also after writes the kernel made first.
import math

import numpy as np

import alpyna


class BadValue(Exception):
    pass


@alpyna.jit
def checked_sqrt(a):
    for i in range(len(a)):
        if a[i] < 0:
            raise ValueError("negative at %d: %r" % (i, a[i]))
        a[i] = math.sqrt(a[i])


@alpyna.jit
def bump_then_check(a, limit):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            a[i, j] += 1.0
            if a[i, j] > limit:
                raise BadValue(f"a[{i}, {j}] = {a[i, j]} passed {limit}")


@alpyna.jit
def total_or_raise(a, n):
    total = 0.0
    for i in range(n):
        if i < len(a):
            total += a[i]
        else:
            raise IndexError("only %d values" % len(a))
    return total


def root(x, i):
    if x < 0:
        raise ValueError("negative at %d" % i)
    return math.sqrt(x)


@alpyna.jit
def roots_by_helper(a, out):
    for i in range(len(a)):
        out[i] = root(a[i], i)


out = np.zeros(2)
roots_by_helper(np.array([4.0, 9.0]), out)
print(out)
try:
    roots_by_helper(np.array([1.0, -2.0]), out)
except ValueError as e:
    print("ValueError:", e)
print(out)
a = np.array([4.0, 9.0, 16.0])
checked_sqrt(a)
print(a)
b = np.array([4.0, -9.0, 16.0])
try:
    checked_sqrt(b)
except ValueError as e:
    print("ValueError:", e)
print(b)
m = np.zeros((3, 4))
bump_then_check(m, 5.0)
print(m.sum())
m[1, 2] = 4.5
try:
    bump_then_check(m, 5.0)
except BadValue as e:
    print("BadValue:", e)
print(m)
print(total_or_raise(np.arange(5.0), 5))
try:
    total_or_raise(np.arange(5.0), 7)
except IndexError as e:
    print("IndexError:", e)
