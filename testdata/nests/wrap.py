# Negative subscripts: Python reads a[-1] as the last element.
# bind: n=100,a.shape[0]=100,b.shape[0]=100
import alpyna
from _common import arr, show


@alpyna.jit
def reverse_copy(a, n):
    for i in range(n):
        a[i] = a[-1 - i]


@alpyna.jit
def periodic_left(a, b, n):
    for i in range(n):
        b[i] = a[i - 1] + a[i]


@alpyna.jit
def periodic_in_place(a, n):
    for i in range(n):
        a[i] = a[i - 1] * 0.5


@alpyna.jit
def last_element(a, b, n):
    for i in range(n):
        b[i] = a[-1] + b[i]


a, b = arr(10), arr(10)
reverse_copy(a, 10)
periodic_left(a, b, 10)
periodic_in_place(a, 10)
last_element(a, b, 10)
show("wrap", a, b)
