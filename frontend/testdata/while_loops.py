# while loops inside jit nests: counted ones (a counter bounded by a limit,
# incremented last) become loops with an exit; the others stay in the
# interpreter. Every spelling must print what CPython prints, the counter's
# final value included.
import numpy as np

import alpyna


@alpyna.jit
def escape(out, h, w, max_iter):
    for i in range(h):
        for j in range(w):
            cr = -2.0 + 3.0 * j / w
            ci = -1.5 + 3.0 * i / h
            zr = 0.0
            zi = 0.0
            k = 0
            while k < max_iter and zr * zr + zi * zi <= 4.0:
                t = zr * zr - zi * zi + cr
                zi = 2.0 * zr * zi + ci
                zr = t
                k += 1
            out[i, j] = k


@alpyna.jit
def inclusive(a, n):
    for i in range(n):
        k = i
        while k <= n - 1:
            a[i] += k
            k = k + 1


@alpyna.jit
def mirrored(a, res, n, m):
    # The bound on the left, and a condition that reads the array: CPython
    # evaluates a[i, j] only while j < m, and so must the kernel.
    for i in range(n):
        j = 0
        while m > j and a[i, j] >= 0.0:
            j += 1
        res[i] = j


@alpyna.jit
def counter_left(a, n):
    # The counter is read after the nest: its last value is the bound.
    for i in range(n):
        k = 0
        while k < 3:
            a[i] = a[i] * 2.0 + k
            k += 1
    return k


@alpyna.jit
def empty_range(a, n):
    for i in range(n):
        k = 5
        while k < 2:
            a[i] = -1.0
            k += 1
        a[i] += k


@alpyna.jit
def not_counted(a, n):
    # The counter moves in the body too: not a counted loop.
    for i in range(n):
        k = 0
        while k < 6:
            a[i] += 1.0
            k += 2
            k += 1


@alpyna.jit
def halving(a, n):
    # No counter at all: stays in the interpreter.
    for i in range(n):
        x = a[i]
        while x > 1.0:
            x = x / 2.0
        a[i] = x


@alpyna.jit
def inner_break(a, res, n, m):
    # A break inside the while ends it as CPython's break does.
    for i in range(n):
        k = 0
        while k < m:
            if a[i, k] < 0.0:
                break
            k += 1
        res[i] = k


h, w = 12, 16
out = np.zeros((h, w), dtype=np.int64)
escape(out, h, w, 50)
print(out.sum(), out[6, 8], out[0, 0])
a = np.zeros(8)
inclusive(a, 8)
print(a)
b = np.ones((5, 6))
b[1, 3] = -1.0
b[4, 0] = -2.0
r = np.zeros(5, dtype=np.int64)
mirrored(b, r, 5, 6)
print(r)
c = np.arange(4.0)
print(counter_left(c, 4), c)
d = np.zeros(3)
empty_range(d, 3)
print(d)
e = np.zeros(3)
not_counted(e, 3)
print(e)
f = np.array([5.0, 0.5, 40.0])
halving(f, 3)
print(f)
r2 = np.zeros(5, dtype=np.int64)
inner_break(b, r2, 5, 6)
print(r2)


@alpyna.jit
def start_moved(a, n, lo):
    # The start's name changes between its assignment and the while: the
    # counter itself is the start, which the nest assigns, so the nest is
    # refused with that reason.
    for i in range(n):
        k = lo
        lo = lo + 1
        while k < n:
            a[i] += 1.0
            k += 1


@alpyna.jit
def float_bound(a, n):
    # range() takes no float: not a counted loop.
    for i in range(n):
        k = 0
        while k < 2.5:
            a[i] += 1.0
            k += 1
