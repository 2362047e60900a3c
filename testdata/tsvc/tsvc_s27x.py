# TSVC_2 §2.7-§2.12, control flow, index set splitting, loop peeling,
# diagonals and wavefronts: s271, s272, s273, s274, s275, s2275, s276,
# s277, s278, s279, s1279, s2710, s2711, s2712, s281, s1281, s291, s292,
# s293, s2101, s2102, s2111. TSVC's gotos are written as if/else.
# bind: n=80,m=16,mid=40
import alpyna
from _tsvc import LEN_1D, LEN_2D, vec, mat, show


@alpyna.jit
def s271(a, b, c, n):
    # expect: L16: parallel i; sequential none
    # why: a conditional update of a[i] from b[i], c[i]: no dependence across i.
    for i in range(n):
        if b[i] > 0.0:
            a[i] += b[i] * c[i]


@alpyna.jit
def s272(a, b, c, d, e, t, n):
    # expect: L26: parallel i; sequential none
    # expect: L27: parallel i; sequential none
    # why: the condition reads e only: no dependence across i.
    for i in range(n):
        if e[i] >= t:
            a[i] += c[i] * d[i]
            b[i] += c[i] * c[i]


@alpyna.jit
def s273(a, b, c, d, e, n):
    # expect: L37: parallel i; sequential none
    # expect: L39: parallel i; sequential none
    # expect: L40: parallel i; sequential none
    # why: the condition reads a[i] just written: all in the same iteration.
    for i in range(n):
        a[i] += d[i] * e[i]
        if a[i] < 0.0:
            b[i] += d[i] * e[i]
        c[i] += a[i] * d[i]


@alpyna.jit
def s274(a, b, c, d, e, n):
    # expect: L50: parallel i; sequential none
    # expect: L52: parallel i; sequential none
    # expect: L54: parallel i; sequential none
    # why: a[i] decides the branch and is rewritten on one of them: all in the same iteration.
    for i in range(n):
        a[i] = c[i] + e[i] * d[i]
        if a[i] > 0.0:
            b[i] = a[i] + b[i]
        else:
            a[i] = d[i] * e[i]


@alpyna.jit
def s275(aa, bb, cc, m):
    # expect: L64: parallel i; sequential j
    # why: an if around a recurrence over j (aa[j - 1, i]); the condition reads row 0, never written; columns i are independent.
    for i in range(m):
        if aa[0, i] > 0.0:
            for j in range(1, m):
                aa[j, i] = aa[j - 1, i] + bb[j, i] * cc[j, i]


@alpyna.jit
def s2275(a, b, c, d, aa, bb, cc, m):
    # expect: L74: parallel i j; sequential none
    # expect: L75: parallel i; sequential none
    # why: aa[j, i] and a[i] only: no dependence.
    for i in range(m):
        for j in range(m):
            aa[j, i] = aa[j, i] + bb[j, i] * cc[j, i]
        a[i] = b[i] + c[i] * d[i]


@alpyna.jit
def s276(a, b, c, d, n, mid):
    # expect: L85: parallel i; sequential none
    # expect: L87: parallel i; sequential none
    # why: the condition is on the index only; a[i] only.
    for i in range(n):
        if i + 1 < mid:
            a[i] += b[i] * c[i]
        else:
            a[i] += b[i] * d[i]


@alpyna.jit
def s277(a, b, c, d, e, n):
    # expect: L98: parallel i; sequential none
    # expect: L99: parallel i; sequential none
    # why: b[i + 1], written under the first condition, is read by the second condition one iteration later: a flow between different statements, no cycle, so distribution orders them and runs each in parallel.
    for i in range(n - 1):
        if a[i] < 0.0:
            if b[i] < 0.0:
                a[i] += c[i] * d[i]
            b[i + 1] = c[i] + d[i] * e[i]


@alpyna.jit
def s278(a, b, c, d, e, n):
    # expect: L110: parallel i; sequential none
    # expect: L112: parallel i; sequential none
    # expect: L113: parallel i; sequential none
    # why: every branch and the join touch index i only.
    for i in range(n):
        if a[i] > 0.0:
            c[i] = -c[i] + d[i] * e[i]
        else:
            b[i] = -b[i] + d[i] * e[i]
        a[i] = b[i] + c[i] * d[i]


@alpyna.jit
def s279(a, b, c, d, e, n):
    # expect: L125: parallel i; sequential none
    # expect: L127: parallel i; sequential none
    # expect: L129: parallel i; sequential none
    # expect: L130: parallel i; sequential none
    # why: nested conditions on a[i], b[i], all at index i.
    for i in range(n):
        if a[i] > 0.0:
            c[i] = -c[i] + e[i] * e[i]
        else:
            b[i] = -b[i] + d[i] * d[i]
            if b[i] > a[i]:
                c[i] += d[i] * e[i]
        a[i] = b[i] + c[i] * d[i]


@alpyna.jit
def s1279(a, b, c, d, e, n):
    # expect: L140: parallel i; sequential none
    # why: nested conditions, c[i] only written.
    for i in range(n):
        if a[i] < 0.0:
            if b[i] > a[i]:
                c[i] += d[i] * e[i]


@alpyna.jit
def s2710(a, b, c, d, e, x, n):
    # expect: L154: parallel i; sequential none
    # expect: L156: parallel i; sequential none
    # expect: L158: parallel i; sequential none
    # expect: L160: parallel i; sequential none
    # expect: L162: parallel i; sequential none
    # expect: L164: parallel i; sequential none
    # why: scalar and vector conditions, everything at index i.
    for i in range(n):
        if a[i] > b[i]:
            a[i] += b[i] * d[i]
            if n > 10:
                c[i] += d[i] * d[i]
            else:
                c[i] = d[i] * e[i] + 1.0
        else:
            b[i] = a[i] + e[i] * e[i]
            if x > 0.0:
                c[i] = a[i] + d[i] * d[i]
            else:
                c[i] += e[i] * e[i]


@alpyna.jit
def s2711(a, b, c, n):
    # expect: L173: parallel i; sequential none
    # why: a[i] only.
    for i in range(n):
        if b[i] != 0.0:
            a[i] += b[i] * c[i]


@alpyna.jit
def s2712(a, b, c, n):
    # expect: L182: parallel i; sequential none
    # why: a[i] only.
    for i in range(n):
        if a[i] > b[i]:
            a[i] += b[i] * c[i]


@alpyna.jit
def s281(a, b, c, n):
    # expect: L192: parallel none; sequential i
    # expect: L193: parallel none; sequential i
    # expect: L194: parallel i; sequential none
    # why: a[n - i - 1] is read before (i < n/2) and after (i > n/2) iteration n - i - 1 writes it: crossing dependences carried by i.
    for i in range(n):
        x = a[n - i - 1] + b[i] * c[i]
        a[i] = x - 1.0
        b[i] = x


@alpyna.jit
def s1281(a, b, c, d, e, n):
    # expect: L204: parallel i; sequential none
    # expect: L205: parallel i; sequential none
    # expect: L206: parallel i; sequential none
    # why: x is a private temporary; every array at index i.
    for i in range(n):
        x = b[i] * c[i] + a[i] * d[i] + e[i]
        a[i] = x - 1.0
        b[i] = x


@alpyna.jit
def s291(a, b, n):
    im1 = n - 1
    # expect: L216: parallel none; sequential i
    # expect: L217: parallel none; sequential i
    # why: im1 carries i - 1 around (a wrap-around variable): read before written, a carried flow; b is only read.
    for i in range(n):
        a[i] = (b[i] + b[im1]) * 0.5
        im1 = i


@alpyna.jit
def s292(a, b, n):
    im1 = n - 1
    im2 = n - 2
    # expect: L229: parallel none; sequential i
    # expect: L230: parallel none; sequential i
    # expect: L231: parallel none; sequential i
    # why: im1 and im2 carry i - 1 and i - 2 around: carried flows.
    for i in range(n):
        a[i] = (b[i] + b[im1] + b[im2]) * 0.333
        im2 = im1
        im1 = i


@alpyna.jit
def s293(a, n):
    # expect: L239: parallel none; sequential i
    # why: a[0] is read by every iteration and written by the first: carried anti dependences.
    for i in range(n):
        a[i] = a[0]


@alpyna.jit
def s2101(aa, bb, cc, m):
    # expect: L247: parallel i; sequential none
    # why: the diagonal aa[i, i] only.
    for i in range(m):
        aa[i, i] += bb[i, i] * cc[i, i]


@alpyna.jit
def s2102(aa, m):
    # expect: L257: parallel i j; sequential none
    # expect: L258: parallel i; sequential none
    # why: column i is zeroed, then its diagonal set: the inner loop and the diagonal touch column i only.
    for i in range(m):
        for j in range(m):
            aa[j, i] = 0.0
        aa[i, i] = 1.0


@alpyna.jit
def s2111(aa, m):
    # expect: L267: parallel none; sequential j i
    # why: a wavefront: aa[j, i - 1] and aa[j - 1, i] carry dependences over both loops.
    for j in range(1, m):
        for i in range(1, m):
            aa[j, i] = (aa[j, i - 1] + aa[j - 1, i]) / 1.9


n, m = LEN_1D, LEN_2D
a, b, c, d, e = vec(1), vec(2), vec(3), vec(4), vec(5)
aa, bb, cc = mat(5), mat(6), mat(7)
s271(a, b, c, n)
s272(a, b, c, d, e, 0.25, n)
s273(a, b, c, d, e, n)
s274(a, b, c, d, e, n)
s275(aa, bb, cc, m)
s2275(a, b, c, d, aa, bb, cc, m)
s276(a, b, c, d, n, n // 2)
show("s27x", a, b, c, aa)
a, b, c = vec(1), vec(2), vec(3)
s277(a, b, c, d, e, n)
s278(a, b, c, d, e, n)
a, b, c = vec(1), vec(2), vec(3)
s279(a, b, c, d, e, n)
s1279(a, b, c, d, e, n)
s2710(a, b, c, d, e, 1.0, n)
s2710(a, b, c, d, e, -1.0, 8)
s2711(a, b, c, n)
s2712(a, b, c, n)
show("s27y", a, b, c)
a, b = vec(1), vec(2)
s281(a, b, c, n)
s1281(a, b, c, d, e, n)
s291(a, b, n)
s292(a, b, n)
s293(a, n)
show("s28x", a, b)
s2101(aa, bb, cc, m)
show("s2101", aa)
s2102(aa, m)
show("s2102", aa)
s2111(bb, m)
show("s2111", bb)
