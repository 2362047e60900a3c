# Strong SIV pairs: the same coefficient of one loop variable on both sides.
# bind: n=100,k=3,m=50
import alpyna
from _common import arr, show


@alpyna.jit
def siv_distance_one(a, n):
    for i in range(n):
        a[i + 1] = a[i] * 0.5


@alpyna.jit
def siv_same_element(a, n):
    for i in range(n):
        a[i] = a[i] * 2.0 + 1.0


@alpyna.jit
def siv_backward_read(a, b, n):
    for i in range(n):
        a[i] = b[i + 1]
        b[i] = a[i] + 1.0


@alpyna.jit
def siv_symbolic_distance(a, n, k):
    for i in range(n):
        a[i + k] = a[i] + 1.0


@alpyna.jit
def siv_even_odd(a, n):
    for i in range(n):
        a[2 * i] = a[2 * i + 1] + 1.0


@alpyna.jit
def siv_distance_beyond_trip(a, m, n):
    for i in range(m):
        a[i + n] = a[i] + 1.0


@alpyna.jit
def siv_2d_inner(a, n, m):
    for i in range(n):
        for j in range(m):
            a[i, j + 1] = a[i, j] + 1.0


@alpyna.jit
def siv_2d_outer(a, n, m):
    for i in range(n):
        for j in range(m):
            a[i + 1, j] = a[i, j] + 1.0


a = arr(40)
siv_distance_one(a, 10)
siv_same_element(a, 10)
b = arr(40)
siv_backward_read(a, b, 10)
siv_symbolic_distance(a, 10, 3)
siv_even_odd(a, 10)
siv_distance_beyond_trip(a, 10, 10)
m2 = arr(12, 12)
siv_2d_inner(m2, 5, 6)
siv_2d_outer(m2, 5, 6)
show("strong_siv", a, b, m2)
