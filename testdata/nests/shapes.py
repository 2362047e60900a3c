# Loop shapes: triangular and trapezoidal bounds, negative and non-unit
# steps, imperfect nests and sibling loops, bounds read at run time
# (len(a), a.shape[d]).
# bind: n=100,m=60,s=3,len(a)=100,a.shape[0]=20,a.shape[1]=30
# bind lower_triangle: n=100
# bind runtime_step: n=100, s=3
import alpyna
from _common import arr, show


@alpyna.jit
def lower_triangle(a, n):
    # expect: L17: parallel i j; sequential none
    # why: writes a[i, j] with j < i (below the diagonal), reads a[j, i] (above it): i = j' and j = i' would need j > i; only the triangular bound j < i shows it.
    for i in range(n):
        for j in range(i):
            a[i, j] = a[j, i] + 1.0


@alpyna.jit
def forward_substitution(l, x, b, n):
    # expect: L27: parallel i; sequential none
    # expect-unsure: L29: parallel none; sequential i j
    # expect: L30: parallel none; sequential i
    # why: x[j] (j < i) read by S2 was finished by S3 at iteration j: the cycle S2 -> S3 -> S2 is carried by i; S1 has no incoming carried edge, so distribution runs it in parallel (unsure: j only accumulates into x[i], a reduction an array-reduction recogniser could run in parallel).
    for i in range(n):
        x[i] = b[i]
        for j in range(i):
            x[i] = x[i] - l[i, j] * x[j]
        x[i] = x[i] / l[i, i]


@alpyna.jit
def trapezoid(a, n, m):
    # expect: L39: parallel i j; sequential none
    # why: each (i, j) reads and writes only its own a[i, j].
    for i in range(n):
        for j in range(i, i + m):
            a[i, j] = a[i, j] * 2.0


@alpyna.jit
def negative_step_shift(a, n):
    # expect: L47: parallel none; sequential i
    # why: i runs down, so a[i - 1] is read at i before iteration i - 1 (which runs later) writes it: anti, carried by i.
    for i in range(n - 1, 0, -1):
        a[i] = a[i - 1]


@alpyna.jit
def negative_step_independent(a, b, n):
    # expect: L55: parallel i; sequential none
    # why: writes a[i] from b[i]: no array is both read and written.
    for i in range(n - 1, -1, -1):
        a[i] = b[i] * 2.0


@alpyna.jit
def step_two_neighbours(a, n):
    # expect: L63: parallel i; sequential none
    # why: step 2 from 0: writes only even elements, reads only odd ones.
    for i in range(0, n - 1, 2):
        a[i] = a[i + 1] + 1.0


@alpyna.jit
def step_two_overlap(a, n):
    # expect: L71: parallel none; sequential i
    # why: a[i + 2] is read by the next iteration (i + 2): flow, distance one iteration.
    for i in range(0, n, 2):
        a[i + 2] = a[i] + 1.0


@alpyna.jit
def runtime_step(a, n, s):
    # expect: L79: parallel i; sequential none
    # why: each iteration touches only its own a[i], whatever the (non-zero) step s = 3.
    for i in range(0, n, s):
        a[i] = a[i] + 1.0


@alpyna.jit
def imperfect(a, b, n, m):
    # expect: L89: parallel i; sequential none
    # expect: L91: parallel i j; sequential none
    # expect: L92: parallel i; sequential none
    # why: every reference has i as its first subscript (distance 0 in i), and a[i, j] in the inner loop is touched by one j only.
    for i in range(n):
        b[i] = 0.0
        for j in range(m):
            a[i, j] = a[i, j] + b[i]
        b[i] = a[i, 0]


@alpyna.jit
def siblings(a, b, c, n):
    # expect: L102: parallel i j; sequential none
    # expect: L104: parallel i j; sequential none
    # why: the only dependence, a from the first j loop to the second, is loop-independent at i and crosses sibling loops.
    for i in range(n):
        for j in range(n):
            a[i, j] = b[i, j] * 2.0
        for j in range(n):
            c[i, j] = a[i, n - 1 - j]


@alpyna.jit
def length_bound(a, b):
    # expect: L112: parallel i; sequential none
    # why: writes a[i] from b[i].
    for i in range(len(a)):
        a[i] = b[i] + 1.0


@alpyna.jit
def shape_bound(a):
    # expect: L121: parallel i; sequential j
    # why: a[i, j + 1] is read at j before iteration j + 1 writes it: anti (=, <), carried by j.
    for i in range(a.shape[0]):
        for j in range(a.shape[1] - 1):
            a[i, j] = a[i, j + 1]


t = arr(8, 8)
lower_triangle(t, 8)
l = arr(6, 6)
x = arr(6)
forward_substitution(l, x, arr(6), 6)
tr = arr(6, 12)
trapezoid(tr, 5, 4)
v = arr(20)
negative_step_shift(v, 10)
negative_step_independent(v, arr(20), 10)
step_two_neighbours(v, 10)
step_two_overlap(v, 10)
runtime_step(v, 10, 3)
a2, b2 = arr(5, 5), arr(5)
imperfect(a2, b2, 5, 5)
c2 = arr(5, 5)
siblings(a2, arr(5, 5), c2, 5)
length_bound(v, arr(20))
shape_bound(a2)
show("shapes", t, x, tr, v, a2, b2, c2)
