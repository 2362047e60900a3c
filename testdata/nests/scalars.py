# Scalars in nests: reductions, private temporaries, recurrences.
# bind: n=100,m=50
import alpyna
from _common import arr, show


@alpyna.jit
def total(x, n):
    s = 0.0
    for i in range(n):
        s += x[i]
    return s


@alpyna.jit
def product(x, n):
    p = 1.0
    for i in range(n):
        p *= x[i]
    return p


@alpyna.jit
def minimum(x, n):
    lo = x[0]
    for i in range(n):
        lo = min(lo, x[i])
    return lo


@alpyna.jit
def maximum(x, n):
    hi = x[0]
    for i in range(n):
        hi = max(x[i], hi)
    return hi


@alpyna.jit
def positive_sum(x, n):
    s = 0.0
    for i in range(n):
        if x[i] > 3.0:
            s = s + x[i]
    return s


@alpyna.jit
def difference_sum(x, y, n):
    s = 0.0
    for i in range(n):
        s -= x[i] * y[i]
    return s


@alpyna.jit
def matrix_total(a, n, m):
    s = 0.0
    for i in range(n):
        for j in range(m):
            s += a[i, j]
    return s


@alpyna.jit
def row_sums(a, out, n, m):
    for i in range(n):
        acc = 0.0
        for j in range(m):
            acc += a[i, j]
        out[i] = acc


@alpyna.jit
def private_temp(a, b, n):
    for i in range(n):
        t = a[i] * 2.0
        b[i] = t + 1.0


@alpyna.jit
def private_two_temps(a, b, c, n):
    for i in range(n):
        t = a[i] + b[i]
        u = t * t
        c[i] = u - t


@alpyna.jit
def live_out_temp(a, n):
    t = 0.0
    for i in range(n):
        t = a[i] * 3.0
        a[i] = t
    return t


@alpyna.jit
def prefix_sum(a, out, n):
    acc = 0.0
    for i in range(n):
        acc += a[i]
        out[i] = acc


@alpyna.jit
def running_recurrence(a, n):
    r = 1.0
    for i in range(n):
        r = r * 0.5 + a[i]
        a[i] = r


x, y = arr(20), arr(20)
print("scalars", total(x, 10), product(x, 6), minimum(x, 10), maximum(x, 10), positive_sum(x, 10),
      difference_sum(x, y, 10))
m = arr(6, 5)
out = arr(6)
print("matrix_total", matrix_total(m, 6, 5))
row_sums(m, out, 6, 5)
b, c = arr(20), arr(20)
private_temp(x, b, 10)
private_two_temps(x, y, c, 10)
print("live_out", live_out_temp(y, 10))
prefix_sum(x, c, 10)
running_recurrence(b, 10)
show("scalars_arrays", out, b, c, x, y)
