# Exact SIV (different coefficients), the GCD test and Banerjee's
# inequalities on MIV subscripts.
# bind: n=100,m=50
import alpyna
from _common import arr, show


@alpyna.jit
def exact_siv_dependent(a, n):
    for i in range(n):
        a[2 * i] = a[3 * i + 1] + 1.0


@alpyna.jit
def exact_siv_parity(a, n):
    for i in range(n):
        a[2 * i] = a[4 * i + 1] + 1.0


@alpyna.jit
def gcd_independent(a, n, m):
    for i in range(n):
        for j in range(m):
            a[2 * i + 2 * j] = a[2 * i + 2 * j + 1] + 1.0


@alpyna.jit
def banerjee_diagonal(a, n, m):
    for i in range(n):
        for j in range(m):
            a[i + j] = a[i + j - 1] + 1.0


@alpyna.jit
def banerjee_out_of_reach(a, n, m):
    for i in range(n):
        for j in range(m):
            a[i + j] = a[i + j + 200] + 1.0


@alpyna.jit
def miv_two_dims(b, n, m):
    for i in range(n):
        for j in range(m):
            b[i + j, j] = b[i + j, j + 1] + 1.0


a = arr(300)
exact_siv_dependent(a, 10)
exact_siv_parity(a, 10)
gcd_independent(a, 5, 5)
banerjee_diagonal(a, 5, 5)
banerjee_out_of_reach(a, 5, 5)
b = arr(12, 8)
miv_two_dims(b, 4, 5)
show("exact_gcd_banerjee", a, b)
