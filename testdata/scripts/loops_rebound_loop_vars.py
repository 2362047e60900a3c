# A loop whose body assigns its own variable: Python's for assigns it
# again at the next iteration, so the loop runs as written. pyccel-
# benchmarks' Dijkstra discards a helper's first result into the loop's
# `_`; C programmers write `i += 1` in a for; a conditional rebinding reads
# the iteration's value where the branch did not run. A scalar started at
# a Python number and given array elements (d = 2147483647, then
# d = mind[i]) is handed between the kernels as the array's type.
import numpy as np
import alpyna


@alpyna.jit
def nearest(nv, mind, connected):
    d = 2147483647
    v = -1
    for i in range(nv):
        if not connected[i] and mind[i] <= d:
            d = mind[i]
            v = i
    return d, v


@alpyna.jit
def order(nv, mind, out):
    connected = np.zeros(nv, dtype=bool)
    for _ in range(nv):
        _, mv = nearest(nv, mind, connected)
        connected[mv] = True
        out[mv] = mind[mv] + 1


@alpyna.jit
def c_style(a, b):
    for i in range(a.shape[0]):
        b[i] = a[i] * 2.0
        i += 1
        b[i - 1] += i


@alpyna.jit
def conditional(a, b, k):
    for i in range(a.shape[0]):
        if a[i] > k:
            i = 0
        b[i] += a[i]
    return i


mind = (np.arange(300) * 7919) % 301
out = np.zeros(300, dtype=np.int64)
order(300, mind, out)
print(out[:10], out.sum())
a = np.linspace(0.0, 3.0, 13)
b = np.zeros(13)
c_style(a, b)
print(b.tolist())
b = np.zeros(13)
print(conditional(a, b, 2.0), b.tolist())
