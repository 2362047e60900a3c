# Tuples and lists of numbers that a nest reads: a literal bound before
# the loop, a shape passed as a tuple for the loop bounds, a tuple indexed
# by the loop variable. The closure binds each as a read-only array whose
# elements the kernels read back as the Python ints, floats or bools they
# are (closure/sequences.go), so every value below is CPython's. A tuple
# mixing ints and floats, one the nest assigns, one subscripted twice, or
# read through .shape runs in the interpreter. CPython's output is the
# golden.
import numpy as np

import alpyna


@alpyna.jit
def tuple_sum():
    x = (1, 2, 3, 4, 5)
    a = 0
    for i in range(len(x)):
        a += x[i]
    return a


@alpyna.jit
def scale(arr):
    a = (1.2, 1.3)
    out = np.empty(len(arr))
    for i in range(len(arr)):
        out[i] = arr[i] * a[0] + a[-1]
    return out


@alpyna.jit
def fill(size, arr):
    for x in range(size[0]):
        for y in range(size[1]):
            arr[y][x] = x * 4.5 + y
    return arr


@alpyna.jit
def int_semantics(ks, out):
    # Python ints: floor division, true division, powers past 2**63
    # (the kernels leave 64 bits and the call runs again in the
    # interpreter, with CPython's big ints).
    big = 0
    for i in range(len(ks)):
        out[i] = ks[i] // 2 + ks[i] / 4 + ks[i] % 3
        big += ks[i] ** 20
    return big


@alpyna.jit
def float_total(ws):
    t = 0
    for i in range(len(ws)):
        t += ws[i]
    return t


@alpyna.jit
def bools(flags, out):
    n = 0
    for i in range(len(flags)):
        out[i] = flags[i] + flags[i]
        n += flags[i]
    return n


@alpyna.jit
def from_list(weights, a, out):
    for i in range(1, len(a) - 1):
        out[i] = weights[0] * a[i - 1] + weights[1] * a[i] + weights[2] * a[i + 1]
    return out


@alpyna.jit
def mixed(t, out):
    for i in range(len(out)):
        out[i] = t[i % 2] // 2
    return out


@alpyna.jit
def assigns(t):
    for i in range(len(t)):
        t[i] = 0
    return t


@alpyna.jit
def past_end(t, out):
    for i in range(len(out)):
        out[i] = t[i]
    return out


@alpyna.jit
def through_shape(t, out):
    for i in range(t.shape[0]):
        out[i] = t[i]
    return out


print(tuple_sum())
print(scale(np.arange(4.0)).tolist())
print(fill((3, 2), np.zeros((2, 3))).tolist())
print(fill([2, 3], np.zeros((3, 2))).tolist())
out = np.zeros(5)
print(int_semantics((1, 7, -9, 10, 3), out), type(int_semantics((1, 2), np.zeros(2))).__name__)
print(out.tolist())
t = float_total((0.1, 0.2, 0.3))
print(t, type(t).__name__, float_total(()), type(float_total(())).__name__)
o = np.zeros(3)
n = bools((True, False, True), o)
print(n, type(n).__name__, o.tolist())
print(from_list([0.25, 0.5, 0.25], np.arange(6.0), np.zeros(6)).tolist())
print(mixed((7, 7.0), np.zeros(4)).tolist())
try:
    assigns((1, 2, 3))
except TypeError as e:
    print("TypeError:", e)
print(assigns([1, 2, 3]))
try:
    past_end((1.0, 2.0), np.zeros(3))
except IndexError as e:
    print("IndexError:", e)
try:
    through_shape((1.0, 2.0), np.zeros(2))
except AttributeError as e:
    print("AttributeError:", e)
