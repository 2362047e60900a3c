# Bitwise reductions in loop nests: h ^= a[i], m |= a[i], acc &= a[i] and
# their spelled-out forms (h = h ^ x, m = m | x, a = a & x) are
# associative and commutative, so their loops run in parallel as
# reductions, chunks starting from the operator's identity (0 for | and
# ^, all ones for &; False, False and True on bools), combined bit-exactly
# in any order. Python int starts over np.int64 and np.int32 elements keep
# the type CPython gives (np.int64 once an element was xor-ed in), bools
# stay bools, and an empty loop leaves the start as it was. A bool start
# or-ed with np.int64 values (bool_start_int) holds two types, which the
# kernels do not compile: it runs on the loop-record executor, in
# parallel too.
# CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def xor_hash(a):
    h = 0
    for i in range(a.shape[0]):
        h ^= (a[i] * 2654435761) & 0xFFFFFFFF
    return h


@alpyna.jit
def or_and_masks(a):
    m = 0
    acc = -1
    for i in range(a.shape[0]):
        m = m | (a[i] & 0x5A5A5)
        acc = acc & (a[i] | 0x0F0F)
    return m, acc


@alpyna.jit
def positive_or(a):
    m = 0
    for i in range(a.shape[0]):
        if a[i] > 0:
            m |= a[i]
    return m


@alpyna.jit
def xor_chain(a, b):
    h = 7
    for i in range(a.shape[0]):
        h = a[i] ^ h ^ (b[i] << 3)
    return h


@alpyna.jit
def bool_reductions(p):
    anyp = False
    allp = True
    parity = False
    for i in range(p.shape[0]):
        anyp |= p[i]
        allp &= p[i]
        parity ^= p[i]
    return anyp, allp, parity


@alpyna.jit
def python_bools(n):
    anyp = False
    allp = True
    parity = False
    for i in range(n):
        anyp = anyp | (i % 7 == 3)
        allp = allp & (i % 5 != 4)
        parity = parity ^ (i % 3 == 0)
    return anyp, allp, parity


@alpyna.jit
def int32_xor(a):
    h = 0
    m = 0
    for i in range(a.shape[0]):
        h ^= a[i]
        m |= a[i]
    return h, m


@alpyna.jit
def bool_start_int(a):
    b = False
    for i in range(a.shape[0]):
        b |= a[i] & 0xFF
    return b


@alpyna.jit
def rows_xor(a, out):
    for i in range(a.shape[0]):
        h = 0
        for j in range(a.shape[1]):
            h ^= a[i, j] << (j % 5)
        out[i] = h


@alpyna.jit
def python_int_xor(n):
    h = 0
    for i in range(n):
        h ^= i * 40503
    return h


n = 100_000
a = (np.arange(n, dtype=np.int64) * 7919 + 13) % 1000003 - 500000
h = xor_hash(a)
print("xor_hash", h, type(h).__name__)
m, acc = or_and_masks(a)
print("or_and_masks", m, acc, type(m).__name__, type(acc).__name__)
print("or_and_masks empty", or_and_masks(a[:0]))
print("positive_or", positive_or(a), positive_or(-np.abs(a)), type(positive_or(-np.abs(a))).__name__)
b = np.arange(n, dtype=np.int64) % 977
print("xor_chain", xor_chain(a, b), type(xor_chain(a, b)).__name__)
p = (np.arange(n) % 11) == 4
r = bool_reductions(p)
print("bool_reductions", r, [type(x).__name__ for x in r])
print("bool_reductions all", bool_reductions(np.ones(n, dtype=bool)))
r = bool_reductions(p[:0])
print("bool_reductions empty", r, [type(x).__name__ for x in r])
r = python_bools(n)
print("python_bools", r, [type(x).__name__ for x in r])
a32 = a.astype(np.int32)
r = int32_xor(a32)
print("int32_xor", r, [type(x).__name__ for x in r])
r = bool_start_int(a32), bool_start_int(a32[:0])
print("bool_start_int", r, [type(x).__name__ for x in r])
rows = (np.arange(40 * 2500, dtype=np.int64) * 31 % 4099).reshape(40, 2500)
out = np.zeros(40, dtype=np.int64)
rows_xor(rows, out)
print("rows_xor", out[:6], out.sum())
print("python_int_xor", python_int_xor(n), python_int_xor(0))
