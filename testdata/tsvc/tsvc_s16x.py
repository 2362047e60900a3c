# TSVC_2 §1.6-§1.7, control flow and symbolics: s161, s1161, s162, s171,
# s172, s173, s174, s175, s176. TSVC's gotos are written as if/else.
# bind: n=80,h=40,k=1,inc=1,n1=1,n3=1,mm=40
import alpyna
from _tsvc import LEN_1D, vec, show


@alpyna.jit
def s161(a, b, c, d, e, n):
    # expect: L15: parallel i; sequential none
    # expect: L17: parallel i; sequential none
    # why: the then branch writes c[i + 1], which the else branch reads one iteration later: a flow between two statements, no cycle, so distribution runs the branches one after the other, each in parallel.
    for i in range(n - 1):
        if b[i] < 0.0:
            c[i + 1] = a[i] + d[i] * d[i]
        else:
            a[i] = c[i] + d[i] * e[i]


@alpyna.jit
def s1161(a, b, c, d, e, n):
    # expect: L27: parallel i; sequential none
    # expect: L29: parallel i; sequential none
    # why: the branches are mutually exclusive and touch a[i], b[i] only: no dependence across i.
    for i in range(n - 1):
        if c[i] < 0.0:
            b[i] = a[i] + d[i] * d[i]
        else:
            a[i] = c[i] + d[i] * e[i]


@alpyna.jit
def s162(a, b, c, n, k):
    # why: with k = 1, a[i + 1] is read before iteration i + 1 writes it: anti, carried by i.
    if k > 0:
        # expect: L38: parallel none; sequential i
        for i in range(n - 1):
            a[i] = a[i + k] + b[i] * c[i]


@alpyna.jit
def s171(a, b, n, inc):
    # expect: L46: parallel i; sequential none
    # why: a[i * inc] with inc = 1 is a[i]: no dependence across i.
    for i in range(n):
        a[i * inc] += b[i]


@alpyna.jit
def s172(a, b, n, n1, n3):
    # expect: L54: parallel i; sequential none
    # why: a[i] only, whatever the start and the step: no dependence.
    for i in range(n1 - 1, n, n3):
        a[i] += b[i]


@alpyna.jit
def s173(a, b, h):
    # expect: L62: parallel i; sequential none
    # why: writes a[h..2h-1], reads a[0..h-1]: no overlap, no dependence.
    for i in range(h):
        a[i + h] = a[i] + b[i]


@alpyna.jit
def s174(a, b, mm):
    # expect: L70: parallel i; sequential none
    # why: writes a[mm + i], reads a[i] with i < mm: no overlap, no dependence.
    for i in range(mm):
        a[i + mm] = a[i] + b[i]


@alpyna.jit
def s175(a, b, n, inc):
    # expect: L78: parallel none; sequential i
    # why: with inc = 1, a[i + 1] is read before iteration i + 1 writes it: anti, carried by i.
    for i in range(0, n - 1, inc):
        a[i] = a[i + inc] + b[i]


@alpyna.jit
def s176(a, b, c, h):
    # expect: L87: parallel i; sequential j
    # why: a convolution: a[i] accumulates over j (carried by j); i is free.
    for j in range(h):
        for i in range(h):
            a[i] += b[i + h - j - 1] * c[j]


n, h = LEN_1D, LEN_1D // 2
a, b, c, d, e = vec(1), vec(2), vec(3), vec(4), vec(5)
s161(a, b, c, d, e, n)
s1161(a, b, c, d, e, n)
s162(a, b, c, n, 1)
show("s16x", a, b, c)
s171(a, b, n, 1)
s172(a, b, n, 1, 1)
s173(a, b, h)
s174(a, b, h)
s175(a, b, n, 1)
s176(a, b, c, h)
show("s17x", a, b)
