# Loop shapes: triangular and trapezoidal bounds, negative and non-unit
# steps, imperfect nests and sibling loops, bounds read at run time.
# bind: n=100,m=60,s=3,len(a)=100,a.shape[0]=20,a.shape[1]=30
import alpyna
from _common import arr, show


@alpyna.jit
def lower_triangle(a, n):
    for i in range(n):
        for j in range(i):
            a[i, j] = a[j, i] + 1.0


@alpyna.jit
def forward_substitution(l, x, b, n):
    for i in range(n):
        x[i] = b[i]
        for j in range(i):
            x[i] = x[i] - l[i, j] * x[j]
        x[i] = x[i] / l[i, i]


@alpyna.jit
def trapezoid(a, n, m):
    for i in range(n):
        for j in range(i, i + m):
            a[i, j] = a[i, j] * 2.0


@alpyna.jit
def negative_step_shift(a, n):
    for i in range(n - 1, 0, -1):
        a[i] = a[i - 1]


@alpyna.jit
def negative_step_independent(a, b, n):
    for i in range(n - 1, -1, -1):
        a[i] = b[i] * 2.0


@alpyna.jit
def step_two_neighbours(a, n):
    for i in range(0, n - 1, 2):
        a[i] = a[i + 1] + 1.0


@alpyna.jit
def step_two_overlap(a, n):
    for i in range(0, n, 2):
        a[i + 2] = a[i] + 1.0


@alpyna.jit
def runtime_step(a, n, s):
    for i in range(0, n, s):
        a[i] = a[i] + 1.0


@alpyna.jit
def imperfect(a, b, n, m):
    for i in range(n):
        b[i] = 0.0
        for j in range(m):
            a[i, j] = a[i, j] + b[i]
        b[i] = a[i, 0]


@alpyna.jit
def siblings(a, b, c, n):
    for i in range(n):
        for j in range(n):
            a[i, j] = b[i, j] * 2.0
        for j in range(n):
            c[i, j] = a[i, n - 1 - j]


@alpyna.jit
def length_bound(a, b):
    for i in range(len(a)):
        a[i] = b[i] + 1.0


@alpyna.jit
def shape_bound(a):
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
