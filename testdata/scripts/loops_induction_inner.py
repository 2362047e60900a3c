# Induction scalars of inner loops (k = 0 before the loop, k += 1 in it): substituted by
# their closed forms, the step moved after the loop (frontend/induction_inner.go).
import numpy as np
import alpyna

@alpyna.jit
def pack_rows(x, y, n, m):
    for i in range(n):
        k = 0
        for j in range(m):
            x[i, k] = y[i, j] * 2.0
            k += 1
    return k

@alpyna.jit
def flat(x, n, m):
    for i in range(n):
        lw = i * 4
        for j in range(m):
            x[lw] = i + j
            lw += 1
    return lw

@alpyna.jit
def backwards(x, y, n, m):
    for i in range(n):
        p = m - 1
        for j in range(1, m):
            x[i, p] = y[i, j]
            p -= 1
        y[i, 0] = p

@alpyna.jit
def with_break(x, y, n, m):
    for i in range(n):
        k = 0
        for j in range(m):
            if y[i, j] > 5.0:
                break
            x[i, k] = y[i, j]
            k += 1
        y[i, 0] = k

@alpyna.jit
def empty_inner(x, n, m):
    for i in range(n):
        k = 3
        for j in range(m, 2):
            x[i, k] = 1.0
            k += 1
        x[i, 0] = k

n, m = 3, 4
X = np.zeros((n, m)); Y = np.arange(12.0).reshape(n, m)
print(pack_rows(X, Y, n, m)); print(X)
x = np.zeros(12); print(flat(x, 3, 4)); print(x)
X = np.zeros((n, m)); Y2 = Y.copy(); backwards(X, Y2, n, m); print(X); print(Y2)
X = np.zeros((n, m)); Y3 = Y.copy(); with_break(X, Y3, n, m); print(X); print(Y3)
X = np.zeros((n, 5)); empty_inner(X, n, 5); print(X)
