# Matrix products whose column operand is read along its rows (b[j, k], not b[k, j]): a times b
# transposed with an accumulator, the rectangular rank-2k update C[i, j] += over k (both a[j, k] and
# b[j, k] packed), syr2k with j outside k and a descending triangle with a step of 2 (triangular
# columns: a block's rows share part of their j range), syr2k and syrk in the benchmark's and
# PolyBench's spellings (triangular j loops inside k, which become the kernel's last Dim: the CPU
# tiles all of these), and a scaling whose j loop may not merge with the next (k reads an element
# another j scales). Odd and non-square sizes (edges the blocks do not cover), nan, inf and -0.0
# among the inputs. Every element must equal CPython's bit for bit: each prints through a hash of
# its repr.
import numpy as np

import alpyna

np.seterr(all="ignore")  # NumPy would warn about nan and inf on stderr


@alpyna.jit
def abt_acc(a, b, c, alpha, beta, n, m, p):
    for i in range(n):
        for j in range(m):
            acc = 0.0
            for k in range(p):
                acc += a[i, k] * b[j, k]
            c[i, j] = alpha * acc + beta * c[i, j]


@alpyna.jit
def rank2k(a, b, c, n, p):
    for i in range(n):
        for j in range(n):
            for k in range(p):
                c[i, j] += a[i, k] * b[j, k] + b[i, k] * a[j, k]


@alpyna.jit
def syr2k(a, b, c, alpha, beta, n, p):
    for i in range(n):
        for j in range(i + 1):
            c[i, j] = c[i, j] * beta
        for k in range(p):
            for j in range(i + 1):
                c[i, j] = c[i, j] + a[j, k] * alpha * b[i, k] + b[j, k] * alpha * a[i, k]


@alpyna.jit
def syr2k_jk(a, b, c, alpha, beta, n, p):
    for i in range(n):
        for j in range(i + 1):
            c[i, j] = c[i, j] * beta
            for k in range(p):
                c[i, j] = c[i, j] + a[j, k] * alpha * b[i, k] + b[j, k] * alpha * a[i, k]


@alpyna.jit
def tri_desc(a, b, c, n, p):
    for i in range(n - 1, -1, -1):
        for j in range(1, i + 1, 2):
            acc = 0.0
            for k in range(p):
                acc += a[i, k] * b[j, k]
            c[i, j] = acc


@alpyna.jit
def syrk(a, c, alpha, beta, n, p):
    for i in range(n):
        for j in range(i + 1):
            c[i][j] *= beta
        for k in range(p):
            for j in range(i + 1):
                c[i][j] += alpha * a[i][k] * a[j][k]


@alpyna.jit
def scale_then_use(a, b, c, beta, n, p):
    for i in range(n):
        for j in range(i + 1):
            c[i, j] = c[i, j] * beta
        for k in range(p):
            for j in range(i + 1):
                b[i, j] = b[i, j] + c[i, k] * a[j, k]


def fill(x, seed, special):
    rows, cols = x.shape
    for i in range(rows):
        for j in range(cols):
            x[i, j] = ((i * 37 + j * 11 + seed) % 29) / 7.0 - 1.9
    if special and rows > 2 and cols > 2:
        x[1, 2] = float("nan")
        x[rows - 1, 0] = float("inf")
        x[0, cols - 1] = -0.0
        x[rows // 2, cols // 2] = float("-inf")


def digest(c):
    h = 0
    nans = 0
    rows, cols = c.shape
    for i in range(rows):
        for j in range(cols):
            s = repr(float(c[i, j]))
            if s == "nan":
                nans += 1
            for ch in s:
                h = (h * 1000003 + ord(ch)) % 2305843009213693951
    return "%dx%d nan=%d hash=%d first=%r last=%r" % (rows, cols, nans, h, float(c[0, 0]), float(c[rows - 1, cols - 1]))


def case(n, m, p, special):
    a = np.zeros((n, p))
    b = np.zeros((m, p))
    fill(a, 1, special)
    fill(b, 5, special)
    c = np.zeros((n, m))
    fill(c, 3, False)
    abt_acc(a, b, c, 1.5, 1.2, n, m, p)
    print("abt", digest(c))
    b = np.zeros((n, p))
    fill(b, 4, special)
    c = np.zeros((n, n))
    fill(c, 2, False)
    rank2k(a, b, c, n, p)
    print("rank2k", digest(c))
    c = np.zeros((n, n))
    fill(c, 6, False)
    syr2k(a, b, c, 1.5, 1.2, n, p)
    print("syr2k", digest(c))
    c = np.zeros((n, n))
    fill(c, 6, False)
    syr2k_jk(a, b, c, 1.5, 1.2, n, p)
    print("syr2k_jk", digest(c))
    c = np.zeros((n, n))
    fill(c, 8, False)
    tri_desc(a, b, c, n, p)
    print("tri_desc", digest(c))
    c = np.zeros((n, n))
    fill(c, 7, special)
    syrk(a, c, 1.5, 1.2, n, p)
    print("syrk", digest(c))
    b = np.zeros((n, n))
    fill(b, 9, False)
    c = np.zeros((n, max(n, p)))
    fill(c, 10, special)
    scale_then_use(a, b, c, 1.2, n, p)
    print("scale_then_use", digest(b), digest(c))


# Called one by one: a loop at module level around calls of fill() trips a
# bug of --auto mode outside this test's subject.
case(1, 1, 1, False)
case(3, 5, 2, False)
case(17, 33, 9, True)
case(6, 130, 7, True)
case(63, 20, 65, True)
case(35, 19, 40, False)
