# TSVC_2 §1.2-§1.5, induction variables, global and interprocedural data
# flow, nonlinear dependences: s121, s122, s123, s124, s125, s126, s127,
# s128, s131, s132, s141, s151, s152.
# bind: n=80,m=16,h=40,n1=1,n3=1,k=1
import alpyna
from _tsvc import LEN_1D, LEN_2D, vec, mat, show


@alpyna.jit
def s121(a, b, n):
    # expect: L15: parallel i; sequential none
    # expect: L16: parallel none; sequential i
    # why: j = i + 1 is a private temporary; a[i + 1] is read before the next iteration writes it: anti, carried by i.
    for i in range(n - 1):
        j = i + 1
        a[i] = a[j] + b[i]


@alpyna.jit
def s122(a, b, n, n1, n3):
    j = 1
    k = 0
    # expect: L27: parallel none; sequential i
    # expect: L28: parallel none; sequential i
    # why: k is an induction scalar (k += j): a recurrence, so i runs in order; the subscript b[n - k] is only read.
    for i in range(n1 - 1, n, n3):
        k += j
        a[i] += b[n - k]


@alpyna.jit
def s123(a, b, c, d, e, h):
    j = -1
    # expect: L40: parallel none; sequential i
    # expect: L41: parallel none; sequential i
    # expect: L43: parallel none; sequential i
    # expect: L44: parallel none; sequential i
    # why: j advances under a condition: where a is written depends on every earlier iteration.
    for i in range(h):
        j += 1
        a[j] = b[i] + d[i] * e[i]
        if c[i] > 0.0:
            j += 1
            a[j] = c[i] + d[i] * e[i]


@alpyna.jit
def s124(a, b, c, d, e, n):
    j = -1
    # expect: L57: parallel none; sequential i
    # expect: L58: parallel none; sequential i
    # expect: L60: parallel none; sequential i
    # expect: L61: parallel none; sequential i
    # why: j advances by one on both branches (j == i), but as a scalar recurrence it orders the loop.
    for i in range(n):
        if b[i] > 0.0:
            j += 1
            a[j] = b[i] + d[i] * e[i]
        else:
            j += 1
            a[j] = c[i] + d[i] * e[i]


@alpyna.jit
def s125(flat, aa, bb, cc, m):
    k = -1
    # expect: L72: parallel none; sequential i j
    # expect: L73: parallel none; sequential i j
    # why: k runs over both loops (k == i * m + j): a recurrence of the induction scalar orders both.
    for i in range(m):
        for j in range(m):
            k += 1
            flat[k] = aa[i, j] + bb[i, j] * cc[i, j]


@alpyna.jit
def s126(bb, cc, flat, m):
    k = 1
    # expect: L85: parallel none; sequential i j
    # expect: L86: parallel none; sequential i j
    # expect: L87: parallel none; sequential i
    # why: bb[j - 1, i] is a recurrence over j; k counts through both loops, a recurrence over i and j.
    for i in range(m):
        for j in range(1, m):
            bb[j, i] = bb[j - 1, i] + flat[k - 1] * cc[j, i]
            k += 1
        k += 1


@alpyna.jit
def s127(a, b, c, d, e, h):
    j = -1
    # expect: L99: parallel none; sequential i
    # expect: L100: parallel none; sequential i
    # expect: L101: parallel none; sequential i
    # expect: L102: parallel none; sequential i
    # why: j advances twice per iteration (j == 2i, 2i + 1): an induction scalar, a recurrence.
    for i in range(h):
        j += 1
        a[j] = b[i] + c[i] * d[i]
        j += 1
        a[j] = b[i] + d[i] * e[i]


@alpyna.jit
def s128(a, b, c, d, h):
    j = -1
    # expect-unsure: L114: parallel i; sequential none
    # expect: L115: parallel i; sequential none
    # expect-unsure: L116: parallel i; sequential none
    # expect: L117: parallel i; sequential none
    # why: coupled induction scalars: j steps by 2 through the private k (k = j + 1, j = k + 1); a[i], b[k] (k = 2i) are touched by one iteration each: distributed, with k expanded, the array statements run in parallel. Forward-substituted (j = j + 2) and replaced by their closed forms (k = 2i, j = 2i + 1), the scalars' own assignments run in parallel too; the oracle's model has no induction substitution and keeps j a recurrence, so it says sequential i for L114 and L116.
    for i in range(h):
        k = j + 1
        a[i] = b[k] - d[i]
        j = k + 1
        b[k] = a[i] + c[k]


@alpyna.jit
def s131(a, b, n, k):
    # expect: L125: parallel none; sequential i
    # why: a[i + k] with k = 1 is read before iteration i + 1 writes it: anti, carried by i.
    for i in range(n - 1):
        a[i] = a[i + k] + b[i]


@alpyna.jit
def s132(aa, b, c, m):
    # expect: L133: parallel i; sequential none
    # why: row 0 is written from row 1, never written: no dependence (j = 0, k = 1 made constants).
    for i in range(1, m):
        aa[0, i] = aa[1, i - 1] + b[i] * c[1]


@alpyna.jit
def s141(flat, bb, m):
    # expect: L143: parallel i; sequential none
    # expect: L145: parallel i; sequential j
    # expect: L146: parallel i; sequential j
    # why: k is set afresh for each i (private to i) and walks a packed symmetric array over j (k += j + 1): a recurrence over j only; different i touch different elements.
    for i in range(m):
        k = (i + 1) * ((i + 1) - 1) // 2 + (i + 1) - 1
        for j in range(i, m):
            flat[k] += bb[j, i]
            k += j + 1


@alpyna.jit
def s151s(a, b, n, k):
    # expect: L154: parallel none; sequential i
    # why: the subroutine of s151, called with k = 1: a[i + 1] read before it is written: anti, carried by i.
    for i in range(n - 1):
        a[i] = a[i + k] + b[i]


@alpyna.jit
def s151(a, b, n):
    s151s(a, b, n, 1)


@alpyna.jit
def s152s(a, b, c, i):
    a[i] += b[i] * c[i]


@alpyna.jit
def s152(a, b, c, d, e, n):
    # expect: L164: parallel i; sequential none
    # expect: L173: parallel i; sequential none
    # why: the subroutine updates a[i] from b[i] just written: distance 0, no dependence across i.
    for i in range(n):
        b[i] = d[i] * e[i]
        s152s(a, b, c, i)


n, m, h = LEN_1D, LEN_2D, LEN_1D // 2
a, b, c, d, e = vec(1), vec(2), vec(3), vec(4), vec(5)
aa, bb, cc = mat(5), mat(6), mat(7)
flat = vec(8, m * m)
s121(a, b, n)
s122(a, b, n, 1, 1)
s123(a, b, c, d, e, h)
s124(a, b, c, d, e, n)
show("s12x 1-D", a, b)
s125(flat, aa, bb, cc, m)
s126(bb, cc, flat, m)
s127(a, b, c, d, e, h)
s128(a, b, c, d, h)
s131(a, b, n, 1)
s132(aa, b, c, m)
s141(flat, bb, m)
s151(a, b, n)
s152(a, b, c, d, e, n)
show("s12x", a, b, aa, bb, flat)
