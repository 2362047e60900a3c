# Scalars written the ordinary way: temporaries that Allen-Kennedy
# distribution would separate from their readers, scalars assigned on both
# branches of an if/else, temporaries before a break, one name reused for
# two values. Every such scalar is one value per iteration; the plan keeps
# the loops around it parallel where the source allows it.
# bind: n=12,m=5,max_iter=30
import math

import numpy as np

import alpyna
from _common import arr, show


@alpyna.jit
def split_temp(a, b, n, m):
    # expect: L22: parallel i; sequential l
    # expect: L23: parallel i; sequential l
    # why: a[i] accumulates over l; t flows within an (i, l) iteration, so the loops of its write and its read are rejoined in order (fusion first) instead of splitting them.
    for i in range(n):
        for l in range(m):
            t = b[l, i]
            a[i] += t


@alpyna.jit
def split_flag(a, c, n, m):
    # expect: L33: parallel i; sequential l
    # why: the if's predicate flows to an update that carries l.
    for i in range(n):
        for l in range(m):
            if c[l, i] > 3.0:
                a[i] += 1.0


@alpyna.jit
def split_3d(a, b, n, m):
    # expect: L44: parallel i l; sequential j
    # expect: L45: parallel i l; sequential j
    # why: a[i, l] is overwritten for every j; t is private to (i, j, l).
    for i in range(n):
        for j in range(m):
            for l in range(m):
                t = b[i, j, l]
                a[i, l] = t


@alpyna.jit
def split_read_back(a, d, n, m):
    # expect: L56: parallel i; sequential j
    # expect: L57: parallel i; sequential j
    # expect: L58: parallel i; sequential j
    # why: t reads a[i, 2], written at j == 2: j runs in order, and d's statement shares t with it.
    for i in range(n):
        for j in range(m):
            a[i, j] = j * 1.0
            t = a[i, 2]
            d[i, j] = t


@alpyna.jit
def matmul_ikj(a, b, c, alpha, n):
    # expect: L68: parallel i; sequential k
    # expect: L70: parallel i j; sequential k
    # why: aik is private to (i, k); c[i, j] accumulates over k.
    for i in range(n):
        for k in range(n):
            aik = alpha * a[i, k]
            for j in range(n):
                c[i, j] += aik * b[k, j]


@alpyna.jit
def cnd(d, out, n):
    # expect: L82: parallel i; sequential none
    # expect: L84: parallel i; sequential none
    # expect: L85: parallel i; sequential none
    # why: cnd is assigned on both branches, so every iteration writes it before reading it.
    for i in range(n):
        tail = 0.5 * math.exp(-d[i] * d[i])
        if d[i] > 0.0:
            cnd = 1.0 - tail
        else:
            cnd = tail
        out[i] = 2.0 * cnd


@alpyna.jit
def cond_stencil(a, b, n):
    # expect: L96: parallel i; sequential none
    # expect: L98: parallel i; sequential none
    # expect: L99: parallel i; sequential none
    # why: t is defined on both paths; a is only read.
    for i in range(1, n - 1):
        if a[i] > 2.0:
            t = a[i - 1] + a[i + 1]
        else:
            t = a[i] * 2.0
        b[i] = t - 1.0


@alpyna.jit
def elif_chain(a, b, n):
    # expect: L111: parallel i; sequential none
    # expect: L113: parallel i; sequential none
    # expect: L115: parallel i; sequential none
    # expect: L116: parallel i; sequential none
    # why: every branch of the chain assigns t.
    for i in range(n):
        if a[i] > 5.0:
            t = 1.0
        elif a[i] > 2.0:
            t = 2.0
        else:
            t = a[i]
        b[i] = t


@alpyna.jit
def redefined_on_one_path(a, b, n):
    # expect: L126: parallel i; sequential none
    # expect: L128: parallel i; sequential none
    # expect: L129: parallel i; sequential none
    # why: t is set before the if and redefined on one path.
    for i in range(n):
        t = a[i]
        if t > 3.0:
            t = 3.0
        b[i] = t


@alpyna.jit
def one_branch_only(a, b, n):
    # expect: L140: parallel none; sequential i
    # expect: L141: parallel none; sequential i
    # why: when a[i] <= 3, b[i] gets the t of an earlier iteration: a real recurrence.
    t = 0.0
    for i in range(n):
        if a[i] > 3.0:
            t = a[i]
        b[i] = t


@alpyna.jit
def escape_time(counts, n, max_iter):
    # expect: L156: parallel i j; sequential none
    # expect: L162: parallel i j; sequential k
    # expect: L163: parallel i j; sequential k
    # expect: L166: parallel i j; sequential k
    # expect: L167: parallel i j; sequential k
    # expect: L168: parallel i j; sequential k
    # expect: L169: parallel i j; sequential none
    # why: the temporaries zr2 and zi2 are written before the break's test in every iteration of k that runs; k stops at the break.
    for i in range(n):
        for j in range(n):
            cr = -2.0 + 3.0 * j / n
            ci = -1.5 + 3.0 * i / n
            zr = 0.0
            zi = 0.0
            count = 0
            for k in range(max_iter):
                zr2 = zr * zr
                zi2 = zi * zi
                if zr2 + zi2 > 4.0:
                    break
                zi = 2.0 * zr * zi + ci
                zr = zr2 - zi2 + cr
                count += 1
            counts[i, j] = count


@alpyna.jit
def reused_names(a, b, c, n, m):
    # expect: L181: parallel j; sequential t
    # expect: L182: parallel j; sequential t
    # expect: L184: parallel j; sequential t
    # expect: L185: parallel j; sequential t
    # why: centre is a temporary of each sweep; the time loop t carries b and c from step to step.
    for t in range(m):
        for j in range(1, n - 1):
            centre = a[j]
            b[j] = 0.5 * centre + 0.25 * (a[j - 1] + a[j + 1])
        for j in range(1, n - 1):
            centre = b[j]
            c[j] = centre - 0.25 * (b[j - 1] + b[j + 1])
        for j in range(n):
            a[j] = c[j]


n, m = 12, 5
a, b = arr(n), arr(m, n)
split_temp(a, b, n, m)
c = arr(m, n)
a2 = arr(n)
split_flag(a2, c, n, m)
a3, b3 = arr(n, m), arr(n, m, m)
split_3d(a3, b3, n, m)
a4, d4 = arr(n, m), arr(n, m)
split_read_back(a4, d4, n, m)
x, y, z = arr(n, n), arr(n, n), arr(n, n)
matmul_ikj(x, y, z, 0.5, n)
show("split", a, a2, a3, a4, d4, z)
d = arr(n) - 4.0
o = arr(n)
cnd(d, o, n)
p, q = arr(n), arr(n)
cond_stencil(p, q, n)
r = arr(n)
elif_chain(p, r, n)
s = arr(n)
redefined_on_one_path(p, s, n)
u = arr(n)
one_branch_only(p, u, n)
show("conditional", o, q, r, s, u)
counts = np.zeros((n, n), dtype=np.int64)
escape_time(counts, n, 30)
print("escape", counts.sum(), counts[3, 4], counts[6, 6])
e, f, g = arr(n), arr(n), arr(n)
reused_names(e, f, g, n, m)
show("reused", e, f, g)
