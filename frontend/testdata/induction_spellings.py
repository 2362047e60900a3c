# Induction scalars as users spell them (induction.go, induction_inner.go,
# induction_derived.go): stepped through a private scalar (s128), by 2 with
# reads around the step, two together, row-major flat indexing; and the
# spellings that keep the scalar (stepped under an if, a private scalar
# assigned twice or under an if).
import alpyna


@alpyna.jit
def s128(a, b, c, d, h):
    j = -1
    for i in range(h):
        k = j + 1
        a[i] = b[k] - d[i]
        j = k + 1
        b[k] = a[i] + c[k]


@alpyna.jit
def read_before_private(x, y, n):
    p = 2 * n - 1
    t = 0
    for i in range(n):
        y[i] = t
        t = p - 1
        x[t] = x[p] + i
        p = t - 1


@alpyna.jit
def twice(x, y, n):
    k = 0
    for i in range(n):
        y[i] = x[k]
        k += 2
        y[i] += x[k - 1]


@alpyna.jit
def together(x, y, n):
    p = 0
    q = n - 1
    for i in range(n):
        y[p] = x[q]
        p += 1
        q -= 1


@alpyna.jit
def rowmajor(flat, a, n, m):
    for i in range(n):
        idx = i * m
        for j in range(m):
            flat[idx] = a[i, j]
            idx += 1


@alpyna.jit
def inner_through(x, n, m):
    for i in range(n):
        q = 3 * m
        for j in range(m):
            r = q - 1
            x[i, r] = i + j
            q = r - 2


@alpyna.jit
def compact(x, y, n):
    k = 0
    for i in range(n):
        if x[i] > 0.0:
            y[k] = x[i]
            k += 1


@alpyna.jit
def private_twice(x, n):
    j = 0
    for i in range(n):
        k = j + 1
        x[k] = i
        k = k + 1
        j = k + 1


@alpyna.jit
def private_under_if(x, y, n):
    j = 0
    k = 0
    for i in range(n):
        if y[i] > 0.0:
            k = j + 1
        x[k] = i
        j = k + 1
