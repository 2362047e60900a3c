# Loop variables read after a nest whose last values only the run knows: a
# break may end the loop, an if decides whether an inner loop runs. The
# front end makes each such variable a scalar the loop body assigns
# (frontend/lastvars.go), so the nests run as kernels and leave in them
# what CPython's loops leave, unbound included.
import numpy as np

import alpyna

@alpyna.jit
def search_then_use(a, thr):
    for i in range(len(a)):
        if a[i] > thr:
            break
    return i

@alpyna.jit
def inner_break(m, thr, out):
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            if m[i, j] > thr:
                break
        out[i] = j
    return i, j

@alpyna.jit
def loop_under_if(m, flags, out):
    for i in range(m.shape[0]):
        if flags[i]:
            for j in range(m.shape[1]):
                out[i] += m[i, j]
    return j

@alpyna.jit
def empty(a, n):
    i = -7
    for i in range(n):
        if a[i] > 0.5:
            break
    return i

@alpyna.jit
def unbound_empty(a, n):
    for k in range(n):
        if a[k] > 0.5:
            break
    try:
        return k
    except UnboundLocalError:
        return "unbound"

@alpyna.jit
def temporary_before_break(a):
    for i in range(len(a)):
        t = a[i] * 2.0
        if t < 0:
            break
    try:
        return i, t
    except UnboundLocalError:
        return "unbound"

a = np.linspace(0, 1, 11)
print(search_then_use(a, 0.45), search_then_use(a, 5.0))
m = np.arange(12.0).reshape(3, 4)
out = np.zeros(3)
print(inner_break(m, 5.5, out), out)
flags = np.array([True, False, False])
out = np.zeros(3)
print(loop_under_if(m, flags, out), out)
print(empty(a, 0), empty(a, 11), empty(a, 3))
print(unbound_empty(a, 0), unbound_empty(a, 11))
print(temporary_before_break(np.array([1.0, 2.0, -3.0, 4.0])), temporary_before_break(np.array([1.0, 2.0])), temporary_before_break(np.zeros(0)))
