# TSVC_2 §3.1, reductions: s311, s31111, s312, s313, s314, s315, s316,
# s317, s318, s319, s3110, s13110, s3111, s3112, s3113.
# bind: n=80,m=16,h=40,inc=1
import alpyna
from _tsvc import LEN_1D, LEN_2D, vec, mat, show


@alpyna.jit
def s311(a, n):
    total = 0.0
    # expect: L14: parallel(reduction) i; sequential none
    # why: a sum reduction.
    for i in range(n):
        total += a[i]
    return total


@alpyna.jit
def s31111(a):
    total = 0.0
    # expect: L25: parallel(reduction) k i; sequential none
    # why: TSVC sums a[0:32] by eight calls of a 4-element sum; here the calls are the loop k: one sum reduction over both loops.
    for k in range(8):
        for i in range(4):
            total += a[4 * k + i]
    return total


@alpyna.jit
def s312(a, n):
    prod = 1.0
    # expect: L35: parallel(reduction) i; sequential none
    # why: a product reduction.
    for i in range(n):
        prod *= a[i]
    return prod


@alpyna.jit
def s313(a, b, n):
    dot = 0.0
    # expect: L45: parallel(reduction) i; sequential none
    # why: a dot product: a sum reduction.
    for i in range(n):
        dot += a[i] * b[i]
    return dot


@alpyna.jit
def s314(a, n):
    x = a[0]
    # expect: L56: parallel(reduction) i; sequential none
    # why: a max reduction written as an if: x is read by the condition only and written under it with the value compared, a location reduction (first max), parallel in chunks combined in order.
    for i in range(n):
        if a[i] > x:
            x = a[i]
    return x


@alpyna.jit
def s315(a, n):
    x = a[0]
    index = 0
    # expect: L69: parallel(reduction) i; sequential none
    # expect: L70: parallel(reduction) i; sequential none
    # why: a max with its index, written as an if: a location reduction of (x, index), first max.
    for i in range(n):
        if a[i] > x:
            x = a[i]
            index = i
    return x + index


@alpyna.jit
def s316(a, n):
    x = a[0]
    # expect: L81: parallel(reduction) i; sequential none
    # why: a min reduction written as an if: a location reduction, first min.
    for i in range(1, n):
        if a[i] < x:
            x = a[i]
    return x


@alpyna.jit
def s317(h):
    q = 1.0
    # expect: L91: parallel(reduction) i; sequential none
    # why: a product reduction of a constant.
    for i in range(h):
        q *= 0.99
    return q


@alpyna.jit
def s318(a, n, inc):
    k = 0
    index = 0
    mx = abs(a[0])
    k += inc
    # expect: L107: parallel none; sequential i
    # expect: L108: parallel none; sequential i
    # expect: L109: parallel none; sequential i
    # why: an isamax: k is an induction scalar and the max with its index is a recurrence through the condition.
    for i in range(1, n):
        if abs(a[k]) > mx:
            index = i
            mx = abs(a[k])
        k += inc
    return mx + index


@alpyna.jit
def s319(a, b, c, d, e, n):
    total = 0.0
    # expect: L122: parallel i; sequential none
    # expect: L123: parallel(reduction) i; sequential none
    # expect: L124: parallel i; sequential none
    # expect: L125: parallel(reduction) i; sequential none
    # why: two sum reductions into one scalar; a[i], b[i] are written and read in the same iteration.
    for i in range(n):
        a[i] = c[i] + d[i]
        total += a[i]
        b[i] = c[i] + e[i]
        total += b[i]
    return total


@alpyna.jit
def s3110(aa, m):
    mx = aa[0, 0]
    xindex = 0
    yindex = 0
    # expect: L141: parallel(reduction) i j; sequential none
    # expect: L142: parallel(reduction) i j; sequential none
    # expect: L143: parallel(reduction) i j; sequential none
    # why: a max with both indices, written as an if: a location reduction of (mx, xindex, yindex) over both loops, first max in row-major order.
    for i in range(m):
        for j in range(m):
            if aa[i, j] > mx:
                mx = aa[i, j]
                xindex = i
                yindex = j
    return mx + xindex + yindex


@alpyna.jit
def s13110(aa, m):
    mx = aa[0, 0]
    # expect: L155: parallel(reduction) i j; sequential none
    # why: a max over a matrix written as an if: a location reduction over both loops.
    for i in range(m):
        for j in range(m):
            if aa[i, j] > mx:
                mx = aa[i, j]
    return mx


@alpyna.jit
def s3111(a, n):
    total = 0.0
    # expect: L166: parallel(reduction) i; sequential none
    # why: a conditional sum reduction.
    for i in range(n):
        if a[i] > 0.0:
            total += a[i]
    return total


@alpyna.jit
def s3112(a, b, n):
    total = 0.0
    # expect: L177: parallel none; sequential i
    # expect: L178: parallel none; sequential i
    # why: the running sum is stored in b[i] each iteration: a recurrence (a prefix sum), not a reduction.
    for i in range(n):
        total += a[i]
        b[i] = total
    return total


@alpyna.jit
def s3113(a, n):
    mx = abs(a[0])
    # expect: L189: parallel(reduction) i; sequential none
    # why: a max of absolute values written as an if: a location reduction (the candidate abs(a[i]) is assigned as compared).
    for i in range(n):
        if abs(a[i]) > mx:
            mx = abs(a[i])
    return mx


n, m, h = LEN_1D, LEN_2D, LEN_1D // 2
a, b, c, d, e = vec(1), vec(2), vec(3), vec(4), vec(5)
aa = mat(5)
show("s311", s311(a, n), s31111(a))
p = a.copy()
for i in range(n):
    p[i] = 2.0 if i % 3 == 0 else (0.5 if i % 3 == 1 else -1.0)
show("s312", s312(p, n), s313(a, b, n))
show("s314", s314(a, n), s315(a, n), s316(a, n))
show("s317", s317(h), s318(a, n, 1))
show("s319", s319(a, b, c, d, e, n), a, b)
show("s3110", s3110(aa, m), s13110(aa, m))
show("s3111", s3111(a, n), s3112(a, b, n), b, s3113(a, n))
