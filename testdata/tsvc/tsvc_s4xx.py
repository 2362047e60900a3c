# TSVC_2 §4, language completeness: s421, s1421, s422, s423, s424, s431,
# s441, s442, s443, s451, s452, s453, s471, s482, s491, s4112, s4113,
# s4114, s4115, s4116, s4117, s4121. TSVC's equivalenced pointers xx, yy
# are offsets into the array they alias; its gotos and switch are if/elif.
# bind: n=80,m=16,h=40,k1=1,k2=2,n1=1,jj=8,inc=1,vl=64
import math
import alpyna
from _tsvc import LEN_1D, LEN_2D, vec, mat, perm, show


@alpyna.jit
def s421(flat, a, n):
    # expect: L16: parallel none; sequential i
    # why: xx and yy both alias flat: flat[i + 1] is read before the next iteration writes it (anti, carried).
    for i in range(n - 1):
        flat[i] = flat[i + 1] + a[i]


@alpyna.jit
def s1421(b, a, h):
    # expect: L24: parallel i; sequential none
    # why: xx is the second half of b: writes b[0:h], reads b[h:2h], no overlap.
    for i in range(h):
        b[i] = b[i + h] + a[i]


@alpyna.jit
def s422(flat, a, n):
    # expect: L32: parallel none; sequential i
    # why: xx = flat + 4: writes flat[i + 4], reads flat[i + 8] four iterations before it is written (anti, carried).
    for i in range(n):
        flat[i + 4] = flat[i + 8] + a[i]


@alpyna.jit
def s423(flat, a, n, vl):
    # expect: L40: parallel none; sequential i
    # why: xx = flat + vl (vl = 64): flat[i + vl] is read vl - 1 iterations before it is written (anti, carried).
    for i in range(n - 1):
        flat[i + 1] = flat[i + vl] + a[i]


@alpyna.jit
def s424(flat, a, n, vl):
    # expect: L48: parallel none; sequential i
    # why: xx = flat + vl - 1: flat[i + vl] written at i is read at i + vl (flow, carried; vectorisable in strips of vl).
    for i in range(n - 1):
        flat[i + vl] = flat[i] + a[i]


@alpyna.jit
def s431(a, b, n, k1, k2):
    # expect: L56: parallel i; sequential none
    # why: k = 2 k1 - k2 = 0: a[i] only.
    for i in range(n):
        a[i] = a[i + 2 * k1 - k2] + b[i]


@alpyna.jit
def s441(a, b, c, d, n):
    # expect: L67: parallel i; sequential none
    # expect: L69: parallel i; sequential none
    # expect: L71: parallel i; sequential none
    # why: an arithmetic if on d[i]: a[i] only.
    for i in range(n):
        if d[i] < 0.0:
            a[i] += b[i] * c[i]
        elif d[i] == 0.0:
            a[i] += b[i] * b[i]
        else:
            a[i] += c[i] * c[i]


@alpyna.jit
def s442(a, b, c, d, e, indx, n):
    # expect: L83: parallel i; sequential none
    # expect: L85: parallel i; sequential none
    # expect: L87: parallel i; sequential none
    # expect: L89: parallel i; sequential none
    # why: a computed goto on indx[i]: a[i] only.
    for i in range(n):
        if indx[i] == 2:
            a[i] += c[i] * c[i]
        elif indx[i] == 3:
            a[i] += d[i] * d[i]
        elif indx[i] == 4:
            a[i] += e[i] * e[i]
        else:
            a[i] += b[i] * b[i]


@alpyna.jit
def s443(a, b, c, d, n):
    # expect: L99: parallel i; sequential none
    # expect: L101: parallel i; sequential none
    # why: an arithmetic if on d[i]: a[i] only.
    for i in range(n):
        if d[i] <= 0.0:
            a[i] += b[i] * c[i]
        else:
            a[i] += b[i] * b[i]


@alpyna.jit
def s451(a, b, c, n):
    # expect: L109: parallel i; sequential none
    # why: intrinsics: a[i] only.
    for i in range(n):
        a[i] = math.sin(b[i]) + math.cos(c[i])


@alpyna.jit
def s452(a, b, c, n):
    # expect: L117: parallel i; sequential none
    # why: a sequence from the index: a[i] only.
    for i in range(n):
        a[i] = b[i] + c[i] * (i + 1)


@alpyna.jit
def s453(a, b, n):
    s = 0.0
    # expect: L127: parallel none; sequential i
    # expect: L128: parallel none; sequential i
    # why: s += 2 is an induction scalar read by the next statement: a recurrence (a running sum), not a reduction.
    for i in range(n):
        s += 2.0
        a[i] = s * b[i]


def s471s():
    return 0


@alpyna.jit
def s471(x, b, c, d, e, n):
    # expect: L141: parallel i; sequential none
    # expect: L143: parallel i; sequential none
    # why: the call returns a constant; x[i] and b[i]: b[i] is read before it is written in the same iteration only.
    for i in range(n):
        x[i] = b[i] + d[i] * d[i]
        s471s()
        b[i] = c[i] + d[i] * e[i]


@alpyna.jit
def s482(a, b, c, n):
    # expect: L151: parallel none; sequential i
    # why: the break ends the loop at the first c[i] > b[i]: every iteration depends on the earlier ones not having broken.
    for i in range(n):
        a[i] += b[i] * c[i]
        if c[i] > b[i]:
            break


@alpyna.jit
def s491(a, b, c, d, ip, n):
    # expect-unsure: L161: parallel none; sequential i
    # why: a scatter a[ip[i]]: two i may write one element (the script's ip is a permutation, but nothing says so).
    for i in range(n):
        a[ip[i]] = b[i] + c[i] * d[i]


@alpyna.jit
def s4112(a, b, ip, s, n):
    # expect: L169: parallel i; sequential none
    # why: a sparse saxpy: b is gathered through ip, only read.
    for i in range(n):
        a[i] += b[ip[i]] * s


@alpyna.jit
def s4113(a, b, c, ip, n):
    # expect-unsure: L177: parallel none; sequential i
    # why: gather and scatter through ip: a[ip[i]] may be written by two i.
    for i in range(n):
        a[ip[i]] = b[ip[i]] + c[i]


@alpyna.jit
def s4114(a, b, c, d, ip, n, n1):
    # expect: L187: parallel i; sequential none
    # expect: L188: parallel i; sequential none
    # expect: L189: parallel i; sequential none
    # why: k is a private temporary; c is gathered through it, only read.
    for i in range(n1 - 1, n):
        k = ip[i]
        a[i] = b[i] + c[n - k + 1 - 2] * d[i]
        k += 5


@alpyna.jit
def s4115(a, b, ip, n):
    total = 0.0
    # expect: L198: parallel(reduction) i; sequential none
    # why: a sparse dot product: a sum reduction with a gather.
    for i in range(n):
        total += a[i] * b[ip[i]]
    return total


@alpyna.jit
def s4116(a, aa, ip, jj, inc, m):
    total = 0.0
    # expect: L209: parallel i; sequential none
    # expect: L210: parallel(reduction) i; sequential none
    # why: a sparse dot product along row jj - 1: off is a private temporary, the sum a reduction.
    for i in range(m - 1):
        off = inc + i
        total += a[off] * aa[jj - 1, ip[i]]
    return total


@alpyna.jit
def s4117(a, b, c, d, n):
    # expect: L219: parallel i; sequential none
    # why: c[i // 2] is only read: a[i] only.
    for i in range(n):
        a[i] = b[i] + c[i // 2] * d[i]


def f(x, y):
    return x * y


@alpyna.jit
def s4121(a, b, c, n):
    # expect: L231: parallel i; sequential none
    # why: a statement function: a[i] only.
    for i in range(n):
        a[i] += f(b[i], c[i])


n, m, h = LEN_1D, LEN_2D, LEN_1D // 2
a, b, c, d, e = vec(1), vec(2), vec(3), vec(4), vec(5)
flat = vec(8, m * m)
s421(flat, a, n)
s1421(b, a, h)
s422(flat, a, n)
s423(flat, a, n, 64)
s424(flat, a, n, 64)
s431(a, b, n, 1, 2)
show("s42x", a, b, flat)
indx = (perm() % 4) + 1
s441(a, b, c, d, n)
s442(a, b, c, d, e, indx, n)
s443(a, b, c, d, n)
s451(a, b, c, n)
s452(a, b, c, n)
s453(a, b, n)
x = vec(9)
s471(x, b, c, d, e, n)
s482(a, b, c, n)
show("s44x", a, b, x)
ip = perm()
s491(a, b, c, d, ip, n)
s4112(a, b, ip, 0.5, n)
s4113(a, b, c, ip, n)
s4114(a, b, c, d, ip, n, 1)
show("s41xx", a, s4115(a, b, ip, n), s4116(a, mat(5), perm(m, 5), m // 2, 1, m))
s4117(a, b, c, d, n)
s4121(a, b, c, n)
show("s4117", a)
