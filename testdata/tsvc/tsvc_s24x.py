# TSVC_2 §2.4-§2.6, node splitting, scalar and array expansion: s241,
# s242, s243, s244, s1244, s2244, s251, s1251, s2251, s3251, s252, s253,
# s254, s255, s256, s257, s258, s261.
# bind: n=80,m=16
import alpyna
from _tsvc import LEN_1D, LEN_2D, vec, mat, show


@alpyna.jit
def s241(a, b, c, d, n):
    # expect: L15: parallel none; sequential i
    # expect: L16: parallel none; sequential i
    # why: a[i] flows to the second statement, which reads a[i + 1] before the first writes it next iteration (anti, carried): a cycle; only node splitting (not among the transformations) would break it.
    for i in range(n - 1):
        a[i] = b[i] * c[i] * d[i]
        b[i] = a[i] * a[i + 1] * d[i]


@alpyna.jit
def s242(a, b, c, d, s1, s2, n):
    # expect: L24: parallel none; sequential i
    # why: a[i - 1]: a first-order recurrence.
    for i in range(1, n):
        a[i] = a[i - 1] + s1 + s2 + b[i] + c[i] + d[i]


@alpyna.jit
def s243(a, b, c, d, e, n):
    # expect: L34: parallel none; sequential i
    # expect: L35: parallel none; sequential i
    # expect: L36: parallel none; sequential i
    # why: a[i + 1] is read by the third statement before the first writes it next iteration (anti, carried), closing the chain first -> second -> third: a cycle (a false one that node splitting would break).
    for i in range(n - 1):
        a[i] = b[i] + c[i] * d[i]
        b[i] = a[i] + d[i] * e[i]
        a[i] = b[i] + a[i + 1] * d[i]


@alpyna.jit
def s244(a, b, c, d, n):
    # expect: L46: parallel none; sequential i
    # expect: L47: parallel none; sequential i
    # expect: L48: parallel none; sequential i
    # why: the third statement writes a[i + 1], which the first overwrites next iteration (output) after reading it (flow): a cycle between them carried by i.
    for i in range(n - 1):
        a[i] = b[i] + c[i] * d[i]
        b[i] = c[i] + b[i]
        a[i + 1] = b[i] + a[i + 1] * d[i]


@alpyna.jit
def s1244(a, b, c, d, n):
    # expect: L57: parallel none; sequential i
    # expect: L58: parallel none; sequential i
    # why: d[i] reads a[i] (flow) and a[i + 1] before the next iteration writes it (anti, carried): a cycle between the two statements.
    for i in range(n - 1):
        a[i] = b[i] + c[i] * c[i] + b[i] * b[i] + c[i]
        d[i] = a[i] + a[i + 1]


@alpyna.jit
def s2244(a, b, c, e, n):
    # expect: L67: parallel i; sequential none
    # expect: L68: parallel i; sequential none
    # why: a[i + 1] written by the first statement is overwritten by the second one iteration later: an output dependence, no cycle.
    for i in range(n - 1):
        a[i + 1] = b[i] + e[i]
        a[i] = b[i] + c[i]


@alpyna.jit
def s251(a, b, c, d, n):
    # expect: L77: parallel i; sequential none
    # expect: L78: parallel i; sequential none
    # why: s is a private temporary.
    for i in range(n):
        s = b[i] + c[i] * d[i]
        a[i] = s * s


@alpyna.jit
def s1251(a, b, c, d, e, n):
    # expect: L88: parallel i; sequential none
    # expect: L89: parallel i; sequential none
    # expect: L90: parallel i; sequential none
    # why: s is a private temporary; every array is touched at i only.
    for i in range(n):
        s = b[i] + c[i]
        b[i] = a[i] + d[i]
        a[i] = s * e[i]


@alpyna.jit
def s2251(a, b, c, d, e, n):
    s = 0.0
    # expect: L101: parallel none; sequential i
    # expect: L102: parallel none; sequential i
    # expect: L103: parallel i; sequential none
    # why: a[i] reads s set by the previous iteration: a carried flow (a wrap-around scalar); b[i] then reads a[i] in the same iteration.
    for i in range(n):
        a[i] = s * e[i]
        s = b[i] + c[i]
        b[i] = a[i] + d[i]


@alpyna.jit
def s3251(a, b, c, d, e, n):
    # expect: L113: parallel i; sequential none
    # expect: L114: parallel i; sequential none
    # expect: L115: parallel i; sequential none
    # why: a[i + 1] flows to d[i + 1] one iteration later, b[i] is read before it is written: no cycle.
    for i in range(n - 1):
        a[i + 1] = b[i] + c[i]
        b[i] = c[i] * e[i]
        d[i] = a[i] * e[i]


@alpyna.jit
def s252(a, b, c, n):
    t = 0.0
    # expect: L126: parallel i; sequential none
    # expect: L127: parallel none; sequential i
    # expect: L128: parallel none; sequential i
    # why: t carries s from one iteration to the next: a carried flow through t.
    for i in range(n):
        s = b[i] * c[i]
        a[i] = s + t
        t = s


@alpyna.jit
def s253(a, b, c, d, n):
    # expect: L139: parallel i; sequential none
    # expect: L140: parallel i; sequential none
    # expect: L141: parallel i; sequential none
    # why: s is assigned and used under the same condition: private; a[i] and c[i] only.
    for i in range(n):
        if a[i] > b[i]:
            s = a[i] - b[i] * d[i]
            c[i] += s
            a[i] = s


@alpyna.jit
def s254(a, b, n):
    x = b[n - 1]
    # expect: L151: parallel none; sequential i
    # expect: L152: parallel none; sequential i
    # why: x carries b[i - 1] around: read before written, a carried flow.
    for i in range(n):
        a[i] = (b[i] + x) * 0.5
        x = b[i]


@alpyna.jit
def s255(a, b, n):
    x = b[n - 1]
    y = b[n - 2]
    # expect: L164: parallel none; sequential i
    # expect: L165: parallel none; sequential i
    # expect: L166: parallel none; sequential i
    # why: x and y carry b[i - 1] and b[i - 2] around: carried flows.
    for i in range(n):
        a[i] = (b[i] + x + y) * 0.333
        y = x
        x = b[i]


@alpyna.jit
def s256(a, aa, bb, d, m):
    # expect: L176: parallel none; sequential i j
    # expect: L177: parallel j; sequential i
    # why: a[j - 1] is a recurrence over j, and a[j] is rewritten by every i: both loops carry dependences on a; aa[j, i] then only reads a[j].
    for i in range(m):
        for j in range(1, m):
            a[j] = 1.0 - a[j - 1]
            aa[j, i] = a[j] + bb[j, i] * d[j]


@alpyna.jit
def s257(a, aa, bb, m):
    # expect: L187: parallel none; sequential i j
    # expect: L188: parallel none; sequential i j
    # why: a[i] is rewritten by every j from aa[j, i], and a[i - 1] links the i: both loops carry dependences.
    for i in range(1, m):
        for j in range(m):
            a[i] = aa[j, i] - a[i - 1]
            aa[j, i] = a[i] + bb[j, i]


@alpyna.jit
def s258(a, b, c, d, e, aa, m):
    s = 0.0
    # expect: L200: parallel none; sequential i
    # expect: L201: parallel none; sequential i
    # expect: L202: parallel none; sequential i
    # why: s is assigned only when a[i] > 0 and read on every iteration: a wrap-around scalar under an if, a carried flow.
    for i in range(m):
        if a[i] > 0.0:
            s = d[i] * d[i]
        b[i] = s * c[i] + d[i]
        e[i] = (s + 1.0) * aa[0, i]


@alpyna.jit
def s261(a, b, c, d, n):
    # expect: L213: parallel i; sequential none
    # expect: L214: parallel i; sequential none
    # expect: L215: parallel i; sequential none
    # expect: L216: parallel i; sequential none
    # why: scalar renaming: t holds two unrelated values, each written before it is read in every iteration; named apart, the second statement's read of the first t makes no anti dependence on the third statement, so the flow of c[i - 1] from the fourth to the second statement closes no cycle: distributed (the last two first), every statement runs in parallel.
    for i in range(1, n):
        t = a[i] + b[i]
        a[i] = t + c[i - 1]
        t = c[i] * d[i]
        c[i] = t


n, m = LEN_1D, LEN_2D
a, b, c, d, e = vec(1), vec(2), vec(3), vec(4), vec(5)
aa, bb = mat(5), mat(6)
s241(a, b, c, d, n)
s242(a, b, c, d, 0.5, 0.25, n)
s243(a, b, c, d, e, n)
s244(a, b, c, d, n)
s1244(a, b, c, d, n)
s2244(a, b, c, e, n)
show("s24x", a, b, d)
a, b, c, d = vec(1), vec(2), vec(3), vec(4)
s251(a, b, c, d, n)
s1251(a, b, c, d, e, n)
s2251(a, b, c, d, e, n)
s3251(a, b, c, d, e, n)
s252(a, b, c, n)
s253(a, b, c, d, n)
s254(a, b, n)
s255(a, b, n)
show("s25x", a, b, c, d)
a = vec(1)
s256(a, aa, bb, d, m)
s257(a, aa, bb, m)
s258(a, b, c, d, e, aa, m)
s261(a, b, c, d, n)
show("s26x", a, b, c, e, aa)
