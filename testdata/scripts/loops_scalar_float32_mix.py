# Scalars that start as a Python float and are assigned numpy.float32
# values inside a loop over float32 data: argmax and argmin, running
# extremes through max() and min() and through conditional expressions,
# arithmetic on such a scalar with Python floats, and loops that run no
# iteration and leave the Python float; then the same with a Python int
# and int32 data. Each value is printed with repr and its type's name:
# NumPy 1.24 makes float32 + float a float64 (int32 + int an int64), a
# comparison exact, and max() one of its operands with its type.
import numpy as np

import alpyna


def show(label, *values):
    print(label, " ".join(f"{v!r}:{type(v).__name__}" for v in values))


@alpyna.jit
def argmax(x):
    best = -1e30
    k = -1
    for i in range(x.shape[0]):
        if x[i] > best:
            best = x[i]
            k = i
    return best, k


@alpyna.jit
def argmin(x):
    low = 1e30
    k = -1
    for i in range(x.shape[0]):
        if x[i] < low:
            low = x[i]
            k = i
    return low, k


@alpyna.jit
def running_max(x):
    best = -1e30
    for i in range(x.shape[0]):
        best = max(best, x[i])
    return best


@alpyna.jit
def running_min(x):
    low = 0.25
    for i in range(x.shape[0]):
        low = min(low, x[i])
    return low


@alpyna.jit
def cond_max(x):
    best = 0.5
    for i in range(x.shape[0]):
        best = x[i] if x[i] > best else best
    return best


@alpyna.jit
def clipped_last(x):
    v = 0.0
    for i in range(x.shape[0]):
        v = x[i] if x[i] < 0.75 else 0.75
    return v


@alpyna.jit
def scaled_best(x, out):
    best = -1e30
    for i in range(x.shape[0]):
        if x[i] > best:
            best = x[i]
        out[i] = best * 0.5
    return best


@alpyna.jit
def last_positive(x):
    v = -1.5
    for i in range(x.shape[0]):
        if x[i] > 0:
            v = x[i]
    return v


@alpyna.jit
def running_sum(x):
    s = 0.0
    for i in range(x.shape[0]):
        s = s + x[i] * 0.5
    return s


@alpyna.jit
def count_above(x):
    best = -1e30
    above = 0
    for i in range(x.shape[0]):
        if x[i] > best:
            best = x[i]
        if x[i] >= best * 0.5:
            above += 1
    return best, above


@alpyna.jit
def best_plus(x):
    # best + x[i] is a float64 while best is the float and a float32 once
    # it is one: this nest stays on the loop-record executor.
    best = -1e30
    t = 0.0
    for i in range(x.shape[0]):
        if x[i] > best:
            best = x[i]
        t = best + x[i]
    return best, t


@alpyna.jit
def int_argmax(v):
    best = -1
    k = 0
    for i in range(v.shape[0]):
        if v[i] > best:
            best = v[i]
            k = i
    return best, k


@alpyna.jit
def int_running_max(v):
    best = 0
    for i in range(v.shape[0]):
        best = max(best, v[i])
    return best


@alpyna.jit
def int_scaled(v):
    best = -1
    t = 0
    for i in range(v.shape[0]):
        if v[i] > best:
            best = v[i]
        t = best * 2 + 1
    return best, t


noisy = (np.sin(np.arange(4000) * 0.37) * 3 + np.cos(np.arange(4000) * 0.011)).astype(np.float32)
small = np.array([np.float32(0.1), np.float32(0.5), np.float32(0.25)], dtype=np.float32)
ones = np.ones(3000, dtype=np.float32)
empty = np.zeros(0, dtype=np.float32)
low = np.full(2000, np.float32(-1e31), dtype=np.float32)

for name, data in [("noisy", noisy), ("small", small), ("ones", ones), ("empty", empty), ("low", low)]:
    show(name + " argmax", *argmax(data))
    show(name + " argmin", *argmin(data))
    show(name + " running_max", running_max(data))
    show(name + " running_min", running_min(data))
    show(name + " cond_max", cond_max(data))
    show(name + " clipped_last", clipped_last(data))
    buf = np.zeros(data.shape[0])
    show(name + " scaled_best", scaled_best(data, buf), float(buf.sum()))
    show(name + " last_positive", last_positive(data))
    show(name + " running_sum", running_sum(data))
    show(name + " count_above", *count_above(data))
    show(name + " best_plus", *best_plus(data))

ints = (np.arange(3000) * 7919 % 1013 - 500).astype(np.int32)
negative = np.full(1000, -5, dtype=np.int32)
no_ints = np.zeros(0, dtype=np.int32)
for name, data in [("ints", ints), ("negative", negative), ("no_ints", no_ints)]:
    show(name + " int_argmax", *int_argmax(data))
    show(name + " int_running_max", int_running_max(data))
    show(name + " int_scaled", *int_scaled(data))
