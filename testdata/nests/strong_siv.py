# Strong SIV pairs: the same coefficient of one loop variable on both sides,
# so the dependence distance is the difference of the constants divided by
# the coefficient: 1, 0, symbolic, beyond the trip count, in 2-D inner and outer.
# bind: n=100,k=3,m=50
# bind siv_backward_read: n=100
# bind siv_symbolic_distance: n=100, k=3
# bind siv_distance_beyond_trip: m=50, n=100
import alpyna
from _common import arr, show


@alpyna.jit
def siv_distance_one(a, n):
    # expect: L17: parallel none; sequential i
    # why: a[i + 1] is read by the next iteration (flow, distance 1).
    for i in range(n):
        a[i + 1] = a[i] * 0.5


@alpyna.jit
def siv_same_element(a, n):
    # expect: L25: parallel i; sequential none
    # why: distance 0: each iteration reads and writes only its own a[i].
    for i in range(n):
        a[i] = a[i] * 2.0 + 1.0


@alpyna.jit
def siv_backward_read(a, b, n):
    # expect: L34: parallel i; sequential none
    # expect: L35: parallel i; sequential none
    # why: S1 reads b[i + 1] before S2 writes it (anti S1->S2, distance 1) and feeds S2 through a[i]; no edge goes back, so distribution leaves both loops parallel.
    for i in range(n):
        a[i] = b[i + 1]
        b[i] = a[i] + 1.0


@alpyna.jit
def siv_symbolic_distance(a, n, k):
    # expect: L43: parallel none; sequential i
    # why: k = 3 < n: flow of distance 3 carried by i.
    for i in range(n):
        a[i + k] = a[i] + 1.0


@alpyna.jit
def siv_even_odd(a, n):
    # expect: L51: parallel i; sequential none
    # why: 2i = 2i' + 1 has no integer solution (the distance 1/2 is not an integer).
    for i in range(n):
        a[2 * i] = a[2 * i + 1] + 1.0


@alpyna.jit
def siv_distance_beyond_trip(a, m, n):
    # expect: L59: parallel i; sequential none
    # why: distance n = 100 exceeds the 50 iterations of i: writes a[100..149], reads a[0..49].
    for i in range(m):
        a[i + n] = a[i] + 1.0


@alpyna.jit
def siv_2d_inner(a, n, m):
    # expect: L68: parallel i; sequential j
    # why: distance (0, 1): carried by j, rows independent.
    for i in range(n):
        for j in range(m):
            a[i, j + 1] = a[i, j] + 1.0


@alpyna.jit
def siv_2d_outer(a, n, m):
    # expect: L77: parallel j; sequential i
    # why: distance (1, 0): carried by i; with i in order the columns are independent.
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
