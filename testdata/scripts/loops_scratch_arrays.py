# Arrays made afresh in a loop body (Rodinia nw's per-block copies,
# Numba users' np.empty in a prange body): np.empty, np.zeros and np.ones
# with a shape the nest does not change and a dtype.
import numpy as np
import alpyna

B = 8


@alpyna.jit
def blocks(src, out, nb):
    for b in range(nb):
        loc = np.empty(B * B, dtype=np.int32)
        for i in range(B * B):
            loc[i] = src[b * B * B + i] * 2
        for i in range(B * B):
            out[b * B * B + i] = loc[B * B - 1 - i] + 1


@alpyna.jit
def sums(x, out, n, m):
    for i in range(n):
        acc = np.zeros((m, 2))
        for j in range(i % m):
            acc[j, 0] += x[i] * j
            acc[j, 1] += 1.0
        total = 0.0
        for j in range(m):
            total += acc[j, 0] - acc[j, 1]
        out[i] = total


@alpyna.jit
def ones_then(out, n, m):
    for i in range(n):
        w = np.ones(m)
        w[i % m] = 3.0
        s = 0.0
        for j in range(m):
            s += w[j] * j
        out[i] = s


@alpyna.jit
def negative_size(out, n, m):
    # np.zeros(-1) raises only where the loop runs
    for i in range(n):
        t = np.zeros(m)
        t[0] = i * 2.0
        out[i] = t[0]


@alpyna.jit
def made_in_branch(out, n):
    # read where the branch may not have made it: CPython's
    # UnboundLocalError, from the interpreter
    for i in range(n):
        if i > 0:
            tmp = np.zeros(3)
            tmp[0] = i
        out[i] = tmp[0]


src = np.arange(5 * B * B, dtype=np.int64)
out = np.zeros(5 * B * B, dtype=np.int64)
blocks(src, out, 5)
print(out[:6], out.sum())
x = np.linspace(0.0, 1.0, 40)
o = np.zeros(40)
sums(x, o, 40, 6)
print(o[:5], o.sum())
o = np.zeros(30)
ones_then(o, 30, 7)
print(o[:8], o.sum())
o = np.zeros(3)
negative_size(o, 0, -1)
print(o)
try:
    negative_size(o, 2, -1)
except ValueError as e:
    print("ValueError", e)
o = np.zeros(4)
try:
    made_in_branch(o, 4)
except UnboundLocalError as e:
    print("UnboundLocalError", e)
print(o)
