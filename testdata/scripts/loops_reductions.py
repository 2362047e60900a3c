# Scalar accumulators read after the nest: sums, products, min/max, counts, int and float.
import numpy as np

import alpyna


@alpyna.jit
def stats(a, n):
    total = 0.0
    lo = a[0]
    hi = a[0]
    positives = 0
    prod = 1.0
    for i in range(n):
        total += a[i]
        lo = min(lo, a[i])
        hi = max(hi, a[i])
        if a[i] > 0:
            positives += 1
        prod *= 1.0 + a[i] / 100
    return total, lo, hi, positives, prod


@alpyna.jit
def frobenius_sq(m, r, c):
    s = 0
    for i in range(r):
        for j in range(c):
            s += m[i, j] * m[i, j]
    return s


@alpyna.jit
def argmax(a, n):
    best = 0
    for i in range(1, n):
        if a[i] > a[best]:
            best = i
    return best


a = np.array([3.5, -1.25, 7.0, 0.0, -4.5, 2.25])
total, lo, hi, positives, prod = stats(a, 6)
print(total, lo, hi, positives, prod)
print(type(total).__name__, type(lo).__name__, type(positives).__name__)
m = np.arange(12, dtype=np.int32).reshape(3, 4)
s = frobenius_sq(m, 3, 4)
print(s, type(s).__name__)
print(argmax(a, 6))
f32 = np.full(1000, 0.1, dtype=np.float32)
acc = np.float32(0)
for i in range(1000):
    acc += f32[i]
print(acc, type(acc).__name__)
acc2 = 0.0
for i in range(1000):
    acc2 += f32[i]
print(acc2, type(acc2).__name__)
