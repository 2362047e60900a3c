# TSVC_2 §2.1-§2.3, statement reordering, loop distribution and loop
# interchange: s211, s212, s1213, s221, s1221, s222, s231, s232, s1232,
# s233, s2233, s235.
# bind: n=80,m=16
import alpyna
from _tsvc import LEN_1D, LEN_2D, vec, mat, show


@alpyna.jit
def s211(a, b, c, d, e, n):
    # expect: L15: parallel i; sequential none
    # expect: L16: parallel none; sequential i
    # why: the second statement reads b[i + 1] before the next iteration writes it (anti on itself, carried); the first only reads b[i - 1] from it: reordered after it, the first runs in parallel.
    for i in range(1, n - 1):
        a[i] = b[i - 1] + c[i] * d[i]
        b[i] = b[i + 1] - e[i] * d[i]


@alpyna.jit
def s212(a, b, c, d, n):
    # expect: L25: parallel i; sequential none
    # expect: L26: parallel i; sequential none
    # why: a[i + 1] is read before the next iteration writes it: an anti dependence from the second statement to the first, carried; no cycle, so distribution runs both in parallel.
    for i in range(n - 1):
        a[i] *= c[i]
        b[i] += a[i + 1] * d[i]


@alpyna.jit
def s1213(a, b, c, d, n):
    # expect: L35: parallel i; sequential none
    # expect: L36: parallel i; sequential none
    # why: every dependence goes from the second statement to the first (b[i - 1] flow, a[i + 1] anti): run second-then-first as two loops, both parallel.
    for i in range(1, n - 1):
        a[i] = b[i - 1] + c[i]
        b[i] = a[i + 1] * d[i]


@alpyna.jit
def s221(a, b, c, d, n):
    # expect: L45: parallel i; sequential none
    # expect: L46: parallel none; sequential i
    # why: b[i - 1] makes the second statement a recurrence; the first feeds it in the same iteration only: distribution leaves it parallel.
    for i in range(1, n):
        a[i] += c[i] * d[i]
        b[i] = b[i - 1] + a[i] + d[i]


@alpyna.jit
def s1221(a, b, n):
    # expect: L54: parallel none; sequential i
    # why: b[i - 4]: a recurrence of distance 4.
    for i in range(4, n):
        b[i] = b[i - 4] + a[i]


@alpyna.jit
def s222(a, b, c, e, n):
    # expect: L64: parallel i; sequential none
    # expect: L65: parallel none; sequential i
    # expect: L66: parallel i; sequential none
    # why: e[i - 1] is a recurrence in the middle; the two updates of a[i] stay in the same iteration.
    for i in range(1, n):
        a[i] += b[i] * c[i]
        e[i] = e[i - 1] * e[i - 1]
        a[i] -= b[i] * c[i]


@alpyna.jit
def s231(aa, bb, m):
    # expect: L75: parallel i; sequential j
    # why: aa[j - 1, i]: a recurrence over j; the columns i are independent.
    for i in range(m):
        for j in range(1, m):
            aa[j, i] = aa[j - 1, i] + bb[j, i]


@alpyna.jit
def s232(aa, bb, m):
    # expect: L84: parallel j; sequential i
    # why: aa[j, i - 1]: a recurrence over i in each row; rows j are independent (triangular i <= j).
    for j in range(1, m):
        for i in range(1, j + 1):
            aa[j, i] = aa[j, i - 1] * aa[j, i - 1] + bb[j, i]


@alpyna.jit
def s1232(aa, bb, cc, m):
    # expect: L93: parallel j i; sequential none
    # why: aa[i, j] only, over a triangle: no dependence.
    for j in range(m):
        for i in range(j, m):
            aa[i, j] = bb[i, j] + cc[i, j]


@alpyna.jit
def s233(aa, bb, cc, m):
    # expect: L103: parallel i; sequential j
    # expect: L105: parallel j; sequential i
    # why: the first inner loop is a recurrence over j (aa[j - 1, i]), the second over i (bb[j, i - 1]).
    for i in range(1, m):
        for j in range(1, m):
            aa[j, i] = aa[j - 1, i] + cc[j, i]
        for j in range(1, m):
            bb[j, i] = bb[j, i - 1] + cc[j, i]


@alpyna.jit
def s2233(aa, bb, cc, m):
    # expect: L115: parallel i; sequential j
    # expect: L117: parallel j; sequential i
    # why: the first inner loop is a recurrence over j (aa[j - 1, i]); the second writes row i from row i - 1: a recurrence over i.
    for i in range(1, m):
        for j in range(1, m):
            aa[j, i] = aa[j - 1, i] + cc[j, i]
        for j in range(1, m):
            bb[i, j] = bb[i - 1, j] + cc[i, j]


@alpyna.jit
def s235(a, b, c, aa, bb, m):
    # expect: L126: parallel i; sequential none
    # expect: L128: parallel i; sequential j
    # why: a[i] is updated once per i and read by the inner recurrence over j (aa[j - 1, i]); columns i are independent.
    for i in range(m):
        a[i] += b[i] * c[i]
        for j in range(1, m):
            aa[j, i] = aa[j - 1, i] + bb[j, i] * a[i]


n, m = LEN_1D, LEN_2D
a, b, c, d, e = vec(1), vec(2), vec(3), vec(4), vec(5)
aa, bb, cc = mat(5), mat(6), mat(7)
s211(a, b, c, d, e, n)
s212(a, b, c, d, n)
s1213(a, b, c, d, n)
s221(a, b, c, d, n)
s1221(a, b, n)
s222(a, b, c, e, n)
show("s22x", a, b, e)
s231(aa, bb, m)
aa2 = mat(8) * 0.5
s232(aa2, bb * 0.25, m)
s1232(aa, bb, cc, m)
s233(aa, bb, cc, m)
s2233(aa, bb, cc, m)
s235(a, b, c, aa, bb, m)
show("s23x", a, aa, aa2, bb)
