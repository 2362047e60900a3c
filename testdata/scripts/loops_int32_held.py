# A scalar holding numpy.int32 values on one path and numpy.int64 values
# on another (Rodinia nw's maximum() of int32 scores and `x - penalty`),
# only compared, copied and stored into an int32 array: held in an int64.
import numpy as np
import alpyna


def maximum(a, b, c):
    if a <= b:
        k = b
    else:
        k = a
    if k <= c:
        return c
    else:
        return k


@alpyna.jit
def fill(m, ref, n, penalty):
    for i in range(1, n):
        for j in range(1, n):
            m[i, j] = maximum(m[i - 1, j - 1] + ref[i, j], m[i, j - 1] - penalty, m[i - 1, j] - penalty)


@alpyna.jit
def grow(m, out, n):
    # k is used in arithmetic: it keeps to the executors that follow types
    for i in range(n):
        k = m[i] if m[i] > 0 else m[i] - 1
        out[i] = k * 3


n = 120
ref = ((np.arange(n * n).reshape(n, n) * 7) % 11 - 4).astype(np.int32)
m = np.zeros((n, n), dtype=np.int32)
m[0, :] = -10 * np.arange(n)
m[:, 0] = -10 * np.arange(n)
fill(m, ref, n, 10)
print(int(m.sum()), m[n - 1, n - 5:].tolist())
big = np.array([2**31 - 1, -5, 7, -(2**31)], dtype=np.int32)
out = np.zeros(4, dtype=np.int64)
grow(big, out, 4)
print(out.tolist())
