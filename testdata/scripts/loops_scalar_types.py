# Scalars whose values are sometimes Python's and sometimes NumPy's: a float
# clipped to a Python bound, a running value set in an if/else, a count that
# starts as the int 0 and adds array elements. The kernels follow which type
# each value has (kernelgen/typetag.go), so type() after the nest is what
# CPython says, also when no iteration ran.
import numpy as np

import alpyna


@alpyna.jit
def clip_sum(a, lo, hi):
    total = 0.0
    for i in range(len(a)):
        x = a[i]
        if x < lo:
            x = lo
        if x > hi:
            x = hi
        total += x
    return total


@alpyna.jit
def last_value(a, lo, n):
    v = 0.0
    for i in range(n):
        if a[i] > lo:
            v = a[i]
        else:
            v = lo * 2.0
    return v


@alpyna.jit
def pick(a, flag):
    best = 1.5
    for i in range(a.shape[0]):
        best = a[i] if flag else 2.5
    return best


@alpyna.jit
def icount(a, n):
    c = 0
    for i in range(n):
        if a[i] > 2:
            c = c + a[i]
        else:
            c = c + 1
    return c


@alpyna.jit
def running(a, lo):
    s = 0.0
    for i in range(a.shape[0]):
        if a[i] > lo:
            s = s * 0.5 + a[i]
        else:
            s = s * 0.5 + lo
    return s


@alpyna.jit
def int_start_sum(a, n):
    total = 0
    for i in range(n):
        total += a[i]
    return total


@alpyna.jit
def int_start_scaled(a, n, start):
    total = start
    for i in range(n):
        total = total + a[i] * 2.0
    return total * 2.0


@alpyna.jit
def int_start_decay(a, n):
    s = 0
    for i in range(n):
        s = s * 0.5 + a[i]
    return s


@alpyna.jit
def int_start_python_floats(n):
    s = 0
    for i in range(n):
        s += 0.1
    return s


@alpyna.jit
def int_compared(a, n):
    s = 0
    for i in range(n):
        if s < 1:
            s += a[i]
    return s


@alpyna.jit
def running_max(a, start):
    # A Python float until some element is larger, then NumPy's: chunks
    # keep the type of the value that wins.
    best = start
    for i in range(len(a)):
        best = max(best, a[i])
    return best


@alpyna.jit
def running_min(a):
    best = float("inf")
    for i in range(len(a)):
        best = min(a[i], best)
    return best


@alpyna.jit
def argmin_from_inf(a):
    best = np.inf
    idx = -1
    for i in range(len(a)):
        if a[i] < best:
            best = a[i]
            idx = i
    return best, idx


def max_score(s1, s2):
    return s1 if s1 >= s2 else s2


@alpyna.jit
def int32_steps(t, n):
    # t[i] is an int32, t[i - 1] + 1 an int64: the stored value is either.
    for i in range(1, n):
        t[i] = t[i] if t[i] >= t[i - 1] + 1 else t[i - 1] + 1


@alpyna.jit
def int32_scores(t, n):
    # As PolyBench's nussinov: the inlined helper's result is a scalar of
    # either type, which only goes into the array.
    for i in range(1, n):
        t[i] = max_score(t[i], t[i - 1] + 2)


def show(name, r):
    # Sums are rounded: reductions add in fixed blocks unless
    # --exact-reductions (docs/contract.md), so their last bits may differ.
    print(name, type(r).__name__, "%.12g" % r)


a = np.linspace(0.0, 4.0, 5001)
for lo, hi in [(1.0, 3.0), (-10.0, 10.0), (5.0, 6.0)]:
    show("clip_sum", clip_sum(a, lo, hi))
show("clip_sum empty", clip_sum(a[:0], -1.0, 1.0))
for lo, n in [(2.0, 5001), (5.0, 5001), (-5.0, 5001), (2.0, 0), (3.0, 3000)]:
    show("last_value", last_value(a, lo, n))
for flag in [True, False]:
    show("pick", pick(a, flag))
    show("pick empty", pick(a[:0], flag))
ia = np.arange(10, dtype=np.int64)
for n in [0, 2, 10]:
    show("icount", icount(ia, n))
for lo in [-5.0, 2.0, 5.0]:
    show("running", running(a, lo))
b = np.linspace(0.0, 1.0, 1001)
for n in [0, 1, 1001]:
    show("int_start_sum", int_start_sum(b, n))
    show("int_start_decay", int_start_decay(b, n))
    show("int_start_python_floats", int_start_python_floats(n))
    for start in [0, np.int64(3), True, 2.5]:
        show("int_start_scaled", int_start_scaled(b, n, start))
    show("int_compared", int_compared(b, n))
t32 = np.array([0, 5, 1, 1, 9, 2, 2147483646, 0], dtype=np.int32)
int32_steps(t32, 8)
print(t32, t32.dtype)
t32 = np.array([0, 5, 1, 1, 9, 2, 2147483645, 0], dtype=np.int32)
int32_scores(t32, 8)
print(t32, t32.dtype)
c = np.linspace(-3.0, 3.0, 10001)
for start in [float("-inf"), 0.0, 3.0, 10.0, np.float64(1.0), float("nan")]:
    show("running_max", running_max(c, start))
show("running_max empty", running_max(c[:0], 0.0))
show("running_min", running_min(c))
show("running_min empty", running_min(c[:0]))
print(argmin_from_inf(c), argmin_from_inf(c[:0]))
