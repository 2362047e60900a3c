# continue inside loop nests: the statements after it go to the branches that do not
# continue (frontend/continues.go), so these nests run as kernels.
import numpy as np
import math
import alpyna

@alpyna.jit
def skip_neg(a, b):
    for i in range(a.shape[0]):
        if a[i] < 0.0:
            continue
        b[i] = math.sqrt(a[i])

@alpyna.jit
def elif_return(a, lo, hi):
    for i in range(a.shape[0]):
        if a[i] < lo:
            return -i
        elif a[i] > hi:
            return i
        else:
            continue
    return 0

@alpyna.jit
def chain(a, b):
    n = 0
    for i in range(a.shape[0]):
        if a[i] > 0.5:
            b[i] = 1.0
        elif a[i] > 0.0:
            continue
        else:
            b[i] = -1.0
        b[i] *= 3.0
        n += 1
    return n

@alpyna.jit
def nested(g, out):
    for i in range(g.shape[0]):
        for j in range(g.shape[1]):
            if g[i, j] < 0.0:
                continue
            out[i] += g[i, j]
        if out[i] > 10.0:
            continue
        out[i] = -out[i]

@alpyna.jit
def count_while(a, n):
    k = 0
    c = 0
    while k < n:
        k += 1
        if a[k - 1] < 0.0:
            continue
        c += 1
    return c

a = np.sin(np.arange(5000) * 0.37)
b = np.zeros(5000)
skip_neg(a, b); print(b.sum())
print(elif_return(a, -0.9999, 0.9999), elif_return(a, -2.0, 2.0))
b = np.zeros(5000); print(chain(a, b), b.sum())
g = a.reshape(50, 100).copy(); out = np.zeros(50); nested(g, out); print(out.sum())
print(count_while(a, 5000))
