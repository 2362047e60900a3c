# Scalars in nests: reductions (+ - * min max, predicated, 2-D), private
# temporaries, live-out values, recurrences such as a prefix sum.
# bind: n=100,m=50
import alpyna
from _common import arr, show


@alpyna.jit
def total(x, n):
    s = 0.0
    # expect: L14: parallel(reduction) i; sequential none
    # why: s is only accumulated with + and read after the loop: a sum reduction.
    for i in range(n):
        s += x[i]
    return s


@alpyna.jit
def product(x, n):
    p = 1.0
    # expect: L24: parallel(reduction) i; sequential none
    # why: a product reduction.
    for i in range(n):
        p *= x[i]
    return p


@alpyna.jit
def minimum(x, n):
    lo = x[0]
    # expect: L34: parallel(reduction) i; sequential none
    # why: lo = min(lo, ...) is a min reduction.
    for i in range(n):
        lo = min(lo, x[i])
    return lo


@alpyna.jit
def maximum(x, n):
    hi = x[0]
    # expect: L44: parallel(reduction) i; sequential none
    # why: a max reduction, with the accumulator as the second argument.
    for i in range(n):
        hi = max(x[i], hi)
    return hi


@alpyna.jit
def positive_sum(x, n):
    s = 0.0
    # expect: L55: parallel(reduction) i; sequential none
    # why: a predicated sum: iterations whose x[i] <= 3 add nothing.
    for i in range(n):
        if x[i] > 3.0:
            s = s + x[i]
    return s


@alpyna.jit
def if_maximum(x, n):
    hi = x[0]
    # expect: L66: parallel(reduction) i; sequential none
    # why: "if x[i] > hi: hi = x[i]" is a max reduction written with an if: a location reduction (first max; depend/locate.go).
    for i in range(n):
        if x[i] > hi:
            hi = x[i]
    return hi


@alpyna.jit
def difference_sum(x, y, n):
    s = 0.0
    # expect: L76: parallel(reduction) i; sequential none
    # why: s -= e is a sum reduction of -e.
    for i in range(n):
        s -= x[i] * y[i]
    return s


@alpyna.jit
def matrix_total(a, n, m):
    s = 0.0
    # expect: L87: parallel(reduction) i j; sequential none
    # why: one sum over both loops.
    for i in range(n):
        for j in range(m):
            s += a[i, j]
    return s


@alpyna.jit
def row_sums(a, out, n, m):
    # expect: L98: parallel i; sequential none
    # expect: L100: parallel(reduction) i j; sequential none
    # expect: L101: parallel i; sequential none
    # why: acc is assigned before use in each i (private to i); over j it is a sum reduction.
    for i in range(n):
        acc = 0.0
        for j in range(m):
            acc += a[i, j]
        out[i] = acc


@alpyna.jit
def private_temp(a, b, n):
    # expect: L110: parallel i; sequential none
    # expect: L111: parallel i; sequential none
    # why: t is written before it is read in every iteration: private.
    for i in range(n):
        t = a[i] * 2.0
        b[i] = t + 1.0


@alpyna.jit
def private_two_temps(a, b, c, n):
    # expect: L121: parallel i; sequential none
    # expect: L122: parallel i; sequential none
    # expect: L123: parallel i; sequential none
    # why: t and u are both written before read in each iteration: private.
    for i in range(n):
        t = a[i] + b[i]
        u = t * t
        c[i] = u - t


@alpyna.jit
def live_out_temp(a, n):
    t = 0.0
    # expect: L133: parallel i; sequential none
    # expect: L134: parallel i; sequential none
    # why: t is private; its value after the loop is the last iteration's, which a parallel run can copy out.
    for i in range(n):
        t = a[i] * 3.0
        a[i] = t
    return t


@alpyna.jit
def prefix_sum(a, out, n):
    acc = 0.0
    # expect: L145: parallel none; sequential i
    # expect: L146: parallel none; sequential i
    # why: every partial sum is stored, so acc is a recurrence (a scan), not a reduction.
    for i in range(n):
        acc += a[i]
        out[i] = acc


@alpyna.jit
def running_recurrence(a, n):
    r = 1.0
    # expect: L156: parallel none; sequential i
    # expect: L157: parallel none; sequential i
    # why: r = r * 0.5 + a[i] is a first-order linear recurrence whose every value is stored.
    for i in range(n):
        r = r * 0.5 + a[i]
        a[i] = r


x, y = arr(20), arr(20)
print("scalars", total(x, 10), product(x, 6), minimum(x, 10), maximum(x, 10), positive_sum(x, 10),
      difference_sum(x, y, 10), if_maximum(x, 10))
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
