# A name a nest uses as its own scalar and the loop around it reuses for
# an array afterwards (Rodinia hotspot3D: the neighbour index t, then
# `t = tIn; tIn = tOut; tOut = t` to swap the buffers each time step).
import numpy as np
import alpyna


@alpyna.jit
def steps(a, b, n, iters):
    for it in range(iters):
        for x in range(n):
            t = x + 1 if x < n - 1 else x
            b[x] = 0.5 * (a[x] + a[t])
        t = a
        a = b
        b = t
    return a


@alpyna.jit
def last_index(a, b, n, iters):
    # t is read after the loop: its value from the last nest counts
    for it in range(iters):
        for x in range(n):
            t = x + 1 if x < n - 1 else x
            b[x] = 0.5 * (a[x] + a[t]) + it
        if it > 100:
            break
        u = t
    return t + u


@alpyna.jit
def early_exit(a, b, n, iters):
    for it in range(iters):
        for x in range(n):
            t = x + 1 if x < n - 1 else x
            b[x] = a[t] - a[x]
        if b[0] > 1e9:
            break
        t = a
        a = b
        b = t
    return t


n = 1000
a = np.linspace(0.0, 1.0, n)
b = np.zeros(n)
r = steps(a, b, n, 5)
print(f"{r.sum():.12e}", f"{a.sum():.12e}", f"{b.sum():.12e}")
a = np.linspace(0.0, 1.0, n)
b = np.zeros(n)
print(last_index(a, b, n, 3), f"{b.sum():.12e}")
r = early_exit(a, b, n, 4)
print(type(r).__name__, f"{a.sum():.12e}", f"{b.sum():.12e}")
