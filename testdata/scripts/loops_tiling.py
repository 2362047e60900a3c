# Register- and cache-blocked matrix products (kernel.Tile on the CPU): gemm with a private
# accumulator, C[i, j] += over k in ijk and kij order, a float32 product and a batched one, on odd and
# non-square sizes (edges the blocks do not cover), with nan, inf and -0.0 among the inputs.
# Every element must equal CPython's bit for bit: each prints through a hash of its repr.
import numpy as np

import alpyna

np.seterr(all="ignore")  # NumPy would warn about nan and inf on stderr

@alpyna.jit
def gemm_acc(a, b, c, alpha, beta, n, m, p):
    for i in range(n):
        for j in range(m):
            acc = 0.0
            for k in range(p):
                acc += a[i, k] * b[k, j]
            c[i, j] = alpha * acc + beta * c[i, j]


@alpyna.jit
def gemm_ijk(a, b, c, n, m, p):
    for i in range(n):
        for j in range(m):
            for k in range(p):
                c[i, j] += a[i, k] * b[k, j]


@alpyna.jit
def gemm_kij(a, b, c, n, m, p):
    for k in range(p):
        for i in range(n):
            for j in range(m):
                c[i, j] = c[i, j] + a[i, k] * b[k, j]


@alpyna.jit
def gemm_f32(a, b, c, n, m, p):
    for i in range(n):
        for j in range(m):
            acc = np.float32(0.0)
            for k in range(p):
                acc = acc + a[i, k] * b[k, j]
            c[i, j] = acc


@alpyna.jit
def batched(a, b, c, nb, n, m, p):
    # Three Dims (q outside the tile), a descending row range, steps of 2
    # and 3: the tile's lanes take every range as written.
    for q in range(nb):
        for i in range(n - 1, -1, -1):
            for j in range(0, m, 2):
                acc = 0.0
                for k in range(1, p, 3):
                    acc += a[q, i, k] * b[q, k, j]
                c[q, i, j] = acc


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
    b = np.zeros((p, m))
    fill(a, 1, special)
    fill(b, 5, special)
    c = np.zeros((n, m))
    fill(c, 3, False)
    gemm_acc(a, b, c, 1.5, 1.2, n, m, p)
    print("acc", digest(c))
    c = np.zeros((n, m))
    fill(c, 2, False)
    gemm_ijk(a, b, c, n, m, p)
    print("ijk", digest(c))
    c = np.zeros((n, m))
    fill(c, 2, False)
    gemm_kij(a, b, c, n, m, p)
    print("kij", digest(c))
    a32 = a.astype(np.float32)
    b32 = b.astype(np.float32)
    c32 = np.zeros((n, m), dtype=np.float32)
    gemm_f32(a32, b32, c32, n, m, p)
    print("f32", digest(c32))


def batched_case(nb, n, m, p):
    a = np.zeros((nb, n, p))
    b = np.zeros((nb, p, m))
    c = np.zeros((nb, n, m))
    for q in range(nb):
        fill(a[q], q + 1, q == 1)
        fill(b[q], q + 4, q == 2)
    batched(a, b, c, nb, n, m, p)
    for q in range(nb):
        print("batched", q, digest(c[q]))


# Called one by one: a loop at module level around calls of fill() trips a
# bug of --auto mode outside this test's subject.
case(1, 1, 1, False)
case(3, 5, 2, False)
case(17, 33, 9, True)
case(6, 130, 7, True)
case(63, 20, 65, True)
case(13, 67, 40, False)
case(35, 130, 3, True)
batched_case(3, 19, 41, 23)
