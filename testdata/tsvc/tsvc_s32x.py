# TSVC_2 §3.2-§3.5, recurrences, search loops, packing and loop
# rerolling: s321, s322, s323, s331, s332, s341, s342, s343, s351, s1351,
# s352, s353. s332's goto out of the loop is a break.
# bind: n=80,m=16
import alpyna
from _tsvc import LEN_1D, LEN_2D, vec, mat, perm, show


@alpyna.jit
def s321(a, b, n):
    # expect: L14: parallel none; sequential i
    # why: a first-order linear recurrence.
    for i in range(1, n):
        a[i] += a[i - 1] * b[i]


@alpyna.jit
def s322(a, b, c, n):
    # expect: L22: parallel none; sequential i
    # why: a second-order linear recurrence.
    for i in range(2, n):
        a[i] = a[i] + a[i - 1] * b[i] + a[i - 2] * c[i]


@alpyna.jit
def s323(a, b, c, d, e, n):
    # expect: L31: parallel none; sequential i
    # expect: L32: parallel none; sequential i
    # why: a coupled recurrence: a[i] from b[i - 1], b[i] from a[i].
    for i in range(1, n):
        a[i] = b[i - 1] + c[i] * d[i]
        b[i] = a[i] + c[i] * e[i]


@alpyna.jit
def s331(a, n):
    j = -1
    # expect-unsure: L42: parallel none; sequential i
    # why: j = i under a condition, read after the loop: its last value comes from the last iteration that wrote it, so the writes stay in order (output dependences).
    for i in range(n):
        if a[i] < 0.0:
            j = i
    return j


@alpyna.jit
def s332(a, t, n):
    index = -2
    value = -1.0
    # expect: L55: parallel none; sequential i
    # expect: L56: parallel none; sequential i
    # why: the first value above t: the break ends the loop at the first hit, so every iteration depends on the earlier ones not having broken.
    for i in range(n):
        if a[i] > t:
            index = i
            value = a[i]
            break
    return value + index


@alpyna.jit
def s341(a, b, n):
    j = -1
    # expect: L69: parallel none; sequential i
    # expect: L70: parallel none; sequential i
    # why: packing: j advances under a condition, so where a is written depends on every earlier iteration.
    for i in range(n):
        if b[i] > 0.0:
            j += 1
            a[j] = b[i]


@alpyna.jit
def s342(a, b, n):
    j = -1
    # expect: L81: parallel none; sequential i
    # expect: L82: parallel none; sequential i
    # why: unpacking: j advances under a condition, a recurrence.
    for i in range(n):
        if a[i] > 0.0:
            j += 1
            a[i] = b[j]


@alpyna.jit
def s343(flat, aa, bb, m):
    k = -1
    # expect: L94: parallel none; sequential i j
    # expect: L95: parallel none; sequential i j
    # why: packing a matrix: k advances under a condition over both loops.
    for i in range(m):
        for j in range(m):
            if bb[j, i] > 0.0:
                k += 1
                flat[k] = aa[j, i]


@alpyna.jit
def s351(a, b, alpha, n):
    # expect: L107: parallel i; sequential none
    # expect: L108: parallel i; sequential none
    # expect: L109: parallel i; sequential none
    # expect: L110: parallel i; sequential none
    # expect: L111: parallel i; sequential none
    # why: an unrolled saxpy (step 5, five statements): each element is touched by one statement of one iteration.
    for i in range(0, n, 5):
        a[i] += alpha * b[i]
        a[i + 1] += alpha * b[i + 1]
        a[i + 2] += alpha * b[i + 2]
        a[i + 3] += alpha * b[i + 3]
        a[i + 4] += alpha * b[i + 4]


@alpyna.jit
def s1351(a, b, c, n):
    pa = 0
    pb = 0
    pc = 0
    # expect-unsure: L125: parallel i; sequential none
    # expect-unsure: L126: parallel i; sequential none
    # expect-unsure: L127: parallel i; sequential none
    # expect-unsure: L128: parallel i; sequential none
    # why: TSVC's pointers A, B, C advance by one per iteration: induction scalars. Substituted by their closed forms (pa = i before the step), the subscripts are a[i], b[i], c[i] and i is parallel; the oracle's model has no induction substitution and keeps each a recurrence, so it says sequential i.
    for i in range(n):
        a[pa] = b[pb] + c[pc]
        pa += 1
        pb += 1
        pc += 1


@alpyna.jit
def s352(a, b, n):
    dot = 0.0
    # expect: L137: parallel(reduction) i; sequential none
    # why: an unrolled dot product: a sum reduction.
    for i in range(0, n, 5):
        dot = dot + a[i] * b[i] + a[i + 1] * b[i + 1] + a[i + 2] * b[i + 2] + a[i + 3] * b[i + 3] + a[i + 4] * b[i + 4]
    return dot


@alpyna.jit
def s353(a, b, ip, alpha, n):
    # expect: L150: parallel i; sequential none
    # expect: L151: parallel i; sequential none
    # expect: L152: parallel i; sequential none
    # expect: L153: parallel i; sequential none
    # expect: L154: parallel i; sequential none
    # why: an unrolled sparse saxpy: b is gathered through ip, only read; a[i .. i + 4] by one iteration each.
    for i in range(0, n, 5):
        a[i] += alpha * b[ip[i]]
        a[i + 1] += alpha * b[ip[i + 1]]
        a[i + 2] += alpha * b[ip[i + 2]]
        a[i + 3] += alpha * b[ip[i + 3]]
        a[i + 4] += alpha * b[ip[i + 4]]


n, m = LEN_1D, LEN_2D
a, b, c, d, e = vec(1), vec(2), vec(3), vec(4), vec(5)
s321(a, b, n)
s322(a, b, c, n)
s323(a, b, c, d, e, n)
show("s32x", a, b)
a = vec(1)
show("s33x", s331(a, n), s332(a, 0.25, n), s332(a, 10.0, n))
s341(a, b, n)
s342(a, b, n)
flat = vec(8, m * m)
s343(flat, mat(5), mat(6), m)
show("s34x", a, flat)
s351(a, b, 0.5, n)
s1351(a, b, c, n)
s353(a, b, perm(), 0.5, n)
show("s35x", a, s352(a, b, n))
