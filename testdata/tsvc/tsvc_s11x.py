# TSVC_2 §1.1, linear dependence testing: s000, s111, s1111, s112, s1112,
# s113, s1113, s114, s115, s1115, s116, s118, s119, s1119.
# bind: n=80,m=16,h=40
import alpyna
from _tsvc import LEN_1D, LEN_2D, vec, mat, show


@alpyna.jit
def s000(a, b, n):
    # expect: L13: parallel i; sequential none
    # why: no dependence.
    for i in range(n):
        a[i] = b[i] + 1.0


@alpyna.jit
def s111(a, b, n):
    # expect: L21: parallel i; sequential none
    # why: step 2 from 1 writes odd and reads even elements: no dependence.
    for i in range(1, n, 2):
        a[i] = a[i - 1] + b[i]


@alpyna.jit
def s1111(a, b, c, d, h):
    # expect: L29: parallel i; sequential none
    # why: a[2i] is written once per iteration, nothing of a is read.
    for i in range(h):
        a[2 * i] = c[i] * b[i] + d[i] * b[i] + c[i] * c[i] + d[i] * b[i] + d[i] * c[i]


@alpyna.jit
def s112(a, b, n):
    # expect: L37: parallel none; sequential i
    # why: run backwards, a[i] read at i is written at i - 1, a later iteration: anti dependence carried by i.
    for i in range(n - 2, -1, -1):
        a[i + 1] = a[i] + b[i]


@alpyna.jit
def s1112(a, b, n):
    # expect: L45: parallel i; sequential none
    # why: no dependence; the loop runs backwards.
    for i in range(n - 1, -1, -1):
        a[i] = b[i] + 1.0


@alpyna.jit
def s113(a, b, n):
    # expect: L53: parallel i; sequential none
    # why: a[0] is read and never written (i starts at 1).
    for i in range(1, n):
        a[i] = a[0] + b[i]


@alpyna.jit
def s1113(a, b, n, h):
    # expect: L61: parallel none; sequential i
    # why: a[h] is read by every iteration and written by iteration h: flow and anti dependences carried by i.
    for i in range(n):
        a[i] = a[h] + b[i]


@alpyna.jit
def s114(aa, bb, m):
    # expect: L70: parallel i j; sequential none
    # why: the lower triangle is written from the upper one (j < i), which is never written: no dependence.
    for i in range(m):
        for j in range(i):
            aa[i, j] = aa[j, i] + bb[i, j]


@alpyna.jit
def s115(a, aa, m):
    # expect: L79: parallel i; sequential j
    # why: triangular saxpy: a[j] read at j was written by earlier j (as a[i], i > j): flow carried by j; i is free.
    for j in range(m):
        for i in range(j + 1, m):
            a[i] -= aa[j, i] * a[j]


@alpyna.jit
def s1115(aa, bb, cc, m):
    # expect: L88: parallel i j; sequential none
    # why: aa[i, j] only: no dependence (cc is read transposed, never written).
    for i in range(m):
        for j in range(m):
            aa[i, j] = aa[i, j] * cc[j, i] + bb[i, j]


@alpyna.jit
def s116(a, n):
    # expect: L100: parallel none; sequential i
    # expect: L101: parallel none; sequential i
    # expect: L102: parallel none; sequential i
    # expect: L103: parallel none; sequential i
    # expect: L104: parallel none; sequential i
    # why: a[i + 5] of one iteration is a[i] of the next: the last statement reads what the first of the next iteration writes (anti, carried).
    for i in range(0, n - 5, 5):
        a[i] = a[i + 1] * a[i]
        a[i + 1] = a[i + 2] * a[i + 1]
        a[i + 2] = a[i + 3] * a[i + 2]
        a[i + 3] = a[i + 4] * a[i + 3]
        a[i + 4] = a[i + 5] * a[i + 4]


@alpyna.jit
def s118(a, bb, m):
    # expect: L113: parallel none; sequential i j
    # why: a[i] accumulates over j (carried by j) and reads a[i - j - 1], written by earlier i: flow carried by i.
    for i in range(1, m):
        for j in range(i):
            a[i] += bb[j, i] * a[i - j - 1]


@alpyna.jit
def s119(aa, bb, m):
    # expect: L122: parallel j; sequential i
    # why: aa[i - 1, j - 1]: distance (1, 1), carried by i; j is free inside.
    for i in range(1, m):
        for j in range(1, m):
            aa[i, j] = aa[i - 1, j - 1] + bb[i, j]


@alpyna.jit
def s1119(aa, bb, m):
    # expect: L131: parallel j; sequential i
    # why: aa[i - 1, j]: distance (1, 0), carried by i.
    for i in range(1, m):
        for j in range(m):
            aa[i, j] = aa[i - 1, j] + bb[i, j]


n, m, h = LEN_1D, LEN_2D, LEN_1D // 2
a, b, c, d = vec(1), vec(2), vec(3), vec(4)
aa, bb, cc = mat(5), mat(6), mat(7)
s000(a, b, n)
s111(a, b, n)
s1111(a, b, c, d, h)
s112(a, b, n)
s1112(a, b, n)
s113(a, b, n)
s1113(a, b, n, h)
show("s1xx 1-D", a, b)
s114(aa, bb, m)
s115(a, aa, m)
s1115(aa, bb, cc, m)
s116(a, n)
s118(a, bb, m)
s119(aa, bb, m)
s1119(aa, bb, m)
show("s1xx 2-D", a, aa, bb)
