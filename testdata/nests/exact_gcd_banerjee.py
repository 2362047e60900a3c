# Exact SIV (different coefficients: a[2i] vs a[3i + 1]), the GCD test
# (a[2i] vs a[2j + 1]) and Banerjee's inequalities on MIV subscripts
# (a[i + j] vs a[i + j - 1]).
# bind: n=100,m=50
# bind gcd_independent: n=100, m=50
# bind banerjee_out_of_reach: n=100, m=50
# bind miv_two_dims: n=100, m=50
import alpyna
from _common import arr, show


@alpyna.jit
def exact_siv_dependent(a, n):
    # expect: L17: parallel none; sequential i
    # why: 2i = 3i' + 1 has solutions (i', i) = (1, 2), (3, 5), ...: iteration i' reads a[3i' + 1] before the later i writes it (anti, carried).
    for i in range(n):
        a[2 * i] = a[3 * i + 1] + 1.0


@alpyna.jit
def exact_siv_parity(a, n):
    # expect: L25: parallel i; sequential none
    # why: 2i = 4i' + 1 has no integer solution (gcd 2 does not divide 1).
    for i in range(n):
        a[2 * i] = a[4 * i + 1] + 1.0


@alpyna.jit
def gcd_independent(a, n, m):
    # expect: L34: parallel j; sequential i
    # why: the read is odd, the write even (GCD), but (i, j) and (i + 1, j - 1) write the same a[2(i + j)]: output (<, >), carried by i.
    for i in range(n):
        for j in range(m):
            a[2 * i + 2 * j] = a[2 * i + 2 * j + 1] + 1.0


@alpyna.jit
def gcd_even_odd(a, n, m):
    # expect: L43: parallel i; sequential j
    # why: a[2i] vs a[2j + 1] is independent by the GCD test; only the rewrite of a[2i] for every j remains (output, carried by j).
    for i in range(n):
        for j in range(m):
            a[2 * i] = a[2 * j + 1] + 1.0


@alpyna.jit
def gcd_two_dims(a, n):
    # expect: L52: parallel i j; sequential none
    # why: the first subscripts 2i and 2j' + 1 never meet (GCD), so the transposed read is independent of the write.
    for i in range(n):
        for j in range(n):
            a[2 * i, j] = a[2 * j + 1, i] * 0.5


@alpyna.jit
def banerjee_diagonal(a, n, m):
    # expect: L61: parallel none; sequential i j
    # why: a[i + j - 1] was written at (i, j - 1) (=, <) and at (i - 1, j) (<, =): both loops carry a flow.
    for i in range(n):
        for j in range(m):
            a[i + j] = a[i + j - 1] + 1.0


@alpyna.jit
def banerjee_out_of_reach(a, n, m):
    # expect: L70: parallel j; sequential i
    # why: i + j <= 148 < 200 <= i + j + 200 (Banerjee bounds): the read is independent, but a[i + j] is rewritten at (i + 1, j - 1): output (<, >).
    for i in range(n):
        for j in range(m):
            a[i + j] = a[i + j + 200] + 1.0


@alpyna.jit
def miv_two_dims(b, n, m):
    # expect: L79: parallel j; sequential i
    # why: b[i + j, j + 1] read at (i, j) was written at (i - 1, j + 1): a flow (<, >) carried by i only.
    for i in range(n):
        for j in range(m):
            b[i + j, j] = b[i + j, j + 1] + 1.0


a = arr(300)
exact_siv_dependent(a, 10)
exact_siv_parity(a, 10)
gcd_independent(a, 5, 5)
gcd_even_odd(a, 8, 6)
banerjee_diagonal(a, 5, 5)
banerjee_out_of_reach(a, 5, 5)
b = arr(12, 8)
miv_two_dims(b, 4, 5)
g = arr(12, 12)
gcd_two_dims(g, 5)
show("exact_gcd_banerjee", a, b, g)
