# While loops whose counter steps by a constant other than one, up to a
# bound or down to one (`i += 2`, `k -= 1` with `k >= 0`): counted loops
# with that step (frontend/while.go), so the nests run as kernels; the
# counter keeps CPython's value on every way out. CPython's output is the
# golden.
import numpy as np

import alpyna


@alpyna.jit
def every_other(x, out, its, thr):
    n = len(x)
    i = 0
    while i < n:
        j = i
        s = 0.0
        while j < n and s < thr:
            s += abs(x[j])
            j += 1
        out[i] = s
        its[i] = j - i
        i += 2
    return i


@alpyna.jit
def countdown(a):
    k = len(a) - 1
    total = 0.0
    while k >= 0:
        total += a[k] * k
        k -= 1
    return total, k


@alpyna.jit
def by_three(a, lo, hi):
    i = lo
    while i <= hi:
        a[i] += 1.0
        i = i + 3
    return i


@alpyna.jit
def mirrored(a):
    n = len(a)
    m = n
    while 0 < m:
        a[m - 1] = a[m - 1] * 2
        m = m - 2
    return m


n = 40
x = ((np.arange(n) * 7) % 11 - 5) * 0.25
out = np.zeros(n)
its = np.zeros(n, dtype=np.int64)
print(every_other(x, out, its, 3.0))
print(out)
print(its)
print(countdown(np.linspace(0.0, 1.0, 9)))
print(countdown(np.zeros(0)))
a = np.zeros(20)
print(by_three(a, 2, 17), by_three(a, 5, 4), a)
b = np.arange(7.0)
print(mirrored(b), b)
