# Negative subscripts: Python reads a[-1] as the last element, so a[i - 1]
# with i from 0 reaches the far end of the axis. The expectations assume the
# axis lengths of the bind lines (a run binds every array's shape).
# bind: n=100,a.shape[0]=100,b.shape[0]=100
# bind reverse_copy: n=100, a.shape[0]=100
# bind periodic_in_place: n=100, a.shape[0]=100
# bind wrap_cycle: n=100, a.shape[0]=100
# bind wrap_short: n=50, a.shape[0]=100
import alpyna
from _common import arr, show


@alpyna.jit
def reverse_copy(a, n):
    # expect: L18: parallel none; sequential i
    # why: a[-1 - i] is a[99 - i]: a weak-crossing pair, anti in the first half and flow in the second.
    for i in range(n):
        a[i] = a[-1 - i]


@alpyna.jit
def periodic_left(a, b, n):
    # expect: L26: parallel i; sequential none
    # why: a is only read (a[-1] at i = 0 included); b[i] is written once per iteration.
    for i in range(n):
        b[i] = a[i - 1] + a[i]


@alpyna.jit
def periodic_in_place(a, n):
    # expect: L34: parallel none; sequential i
    # why: a[i - 1] was written one iteration earlier (flow, distance 1); at i = 0 it is a[99], written last (anti).
    for i in range(n):
        a[i] = a[i - 1] * 0.5


@alpyna.jit
def last_element(a, b, n):
    # expect: L42: parallel i; sequential none
    # why: a[-1] is only read.
    for i in range(n):
        b[i] = a[-1] + b[i]


@alpyna.jit
def wrap_cycle(a, b, c, n):
    # expect: L51: parallel none; sequential i
    # expect: L52: parallel none; sequential i
    # why: S2 writes a[i], which S1 reads at i + 1 (flow S2->S1); at i = 0 S1 reads a[-1] = a[99], which S2 writes at i = 99 (anti S1->S2): a cycle only the wrap closes.
    for i in range(n):
        b[i] = a[i - 1]
        a[i] = c[i] * 2.0


@alpyna.jit
def wrap_short(a, b, c, n):
    # expect: L61: parallel i; sequential none
    # expect: L62: parallel i; sequential none
    # why: with n = 50 < 100 the wrapped a[-1] = a[99] is never written: only the flow S2->S1 remains, and distribution runs S2's loop, then S1's, in parallel.
    for i in range(n):
        b[i] = a[i - 1]
        a[i] = c[i] * 2.0


a, b = arr(10), arr(10)
reverse_copy(a, 10)
periodic_left(a, b, 10)
periodic_in_place(a, 10)
last_element(a, b, 10)
c = arr(10)
wrap_cycle(a, b, c, 10)
wrap_short(a, b, c, 5)
show("wrap", a, b, c)
