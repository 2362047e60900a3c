# TSVC_2 §5.1, control loops: va, vag, vas, vif, vpv, vtv, vpvtv, vpvts,
# vpvpv, vtvtv, vsumr, vdotr, vbor.
# bind: n=80,m=16
import alpyna
from _tsvc import LEN_1D, LEN_2D, vec, mat, perm, show


@alpyna.jit
def va(a, b, n):
    # expect: L13: parallel i; sequential none
    # why: a vector assignment.
    for i in range(n):
        a[i] = b[i]


@alpyna.jit
def vag(a, b, ip, n):
    # expect: L21: parallel i; sequential none
    # why: a gather: b[ip[i]] is only read.
    for i in range(n):
        a[i] = b[ip[i]]


@alpyna.jit
def vas(a, b, ip, n):
    # expect-unsure: L29: parallel none; sequential i
    # why: a scatter: a[ip[i]] may be written by two i (the script's ip is a permutation, but nothing says so).
    for i in range(n):
        a[ip[i]] = b[i]


@alpyna.jit
def vif(a, b, n):
    # expect: L38: parallel i; sequential none
    # why: a vector if: a[i] only.
    for i in range(n):
        if b[i] > 0.0:
            a[i] = b[i]


@alpyna.jit
def vpv(a, b, n):
    # expect: L46: parallel i; sequential none
    # why: a[i] only.
    for i in range(n):
        a[i] += b[i]


@alpyna.jit
def vtv(a, b, n):
    # expect: L54: parallel i; sequential none
    # why: a[i] only.
    for i in range(n):
        a[i] *= b[i]


@alpyna.jit
def vpvtv(a, b, c, n):
    # expect: L62: parallel i; sequential none
    # why: a[i] only.
    for i in range(n):
        a[i] += b[i] * c[i]


@alpyna.jit
def vpvts(a, b, s, n):
    # expect: L70: parallel i; sequential none
    # why: a[i] only.
    for i in range(n):
        a[i] += b[i] * s


@alpyna.jit
def vpvpv(a, b, c, n):
    # expect: L78: parallel i; sequential none
    # why: a[i] only.
    for i in range(n):
        a[i] += b[i] + c[i]


@alpyna.jit
def vtvtv(a, b, c, n):
    # expect: L86: parallel i; sequential none
    # why: a[i] only.
    for i in range(n):
        a[i] = a[i] * b[i] * c[i]


@alpyna.jit
def vsumr(a, n):
    total = 0.0
    # expect: L95: parallel(reduction) i; sequential none
    # why: a sum reduction.
    for i in range(n):
        total += a[i]
    return total


@alpyna.jit
def vdotr(a, b, n):
    dot = 0.0
    # expect: L105: parallel(reduction) i; sequential none
    # why: a dot product: a sum reduction.
    for i in range(n):
        dot += a[i] * b[i]
    return dot


@alpyna.jit
def vbor(a, b, c, d, e, aa, x, m):
    # expect: L124: parallel i; sequential none
    # expect: L125: parallel i; sequential none
    # expect: L126: parallel i; sequential none
    # expect: L127: parallel i; sequential none
    # expect: L128: parallel i; sequential none
    # expect: L129: parallel i; sequential none
    # expect: L130: parallel i; sequential none
    # expect: L131: parallel i; sequential none
    # expect: L132: parallel i; sequential none
    # expect: L133: parallel i; sequential none
    # expect: L134: parallel i; sequential none
    # why: six private temporaries per iteration (each rewritten from the others), then x[i]: no dependence across i.
    for i in range(m):
        a1 = a[i]
        b1 = b[i]
        c1 = c[i]
        d1 = d[i]
        e1 = e[i]
        f1 = aa[0, i]
        a1 = a1 * b1 * c1 + a1 * b1 * d1 + a1 * b1 * e1 + a1 * b1 * f1 + a1 * c1 * d1 + a1 * c1 * e1 + a1 * c1 * f1 + a1 * d1 * e1 + a1 * d1 * f1 + a1 * e1 * f1
        b1 = b1 * c1 * d1 + b1 * c1 * e1 + b1 * c1 * f1 + b1 * d1 * e1 + b1 * d1 * f1 + b1 * e1 * f1
        c1 = c1 * d1 * e1 + c1 * d1 * f1 + c1 * e1 * f1
        d1 = d1 * e1 * f1
        x[i] = a1 * b1 * c1 * d1


n, m = LEN_1D, LEN_2D
a, b, c, d, e = vec(1), vec(2), vec(3), vec(4), vec(5)
ip = perm()
va(a, b, n)
vag(a, c, ip, n)
vas(a, d, ip, n)
vif(a, e, n)
show("va", a)
vpv(a, b, n)
vtv(a, c, n)
vpvtv(a, b, c, n)
vpvts(a, b, 0.5, n)
vpvpv(a, b, c, n)
vtvtv(a, b, c, n)
show("vpv", a, vsumr(a, n), vdotr(a, b, n))
x = vec(9)
vbor(a, b, c, d, e, mat(5), x, m)
show("vbor", x)
