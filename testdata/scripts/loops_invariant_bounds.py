# Loop bounds that read a scalar the nest assigns once from values that do
# not change in it (an extent named in a time loop, a helper's local `n =
# u.shape[0]` inlined into the caller's time loop): the bound reads the
# value itself (frontend/invariants.go), so the time loop runs as one
# nest. CPython's output is the golden.
import numpy as np

import alpyna


def step(u, v):
    n = u.shape[0]
    for i in range(1, n - 1):
        v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3.0


@alpyna.jit
def run(u, steps):
    v = u.copy()
    for s in range(steps):
        step(u, v)
        step(v, u)
    return u


@alpyna.jit
def relax(u, f, steps):
    for t in range(steps):
        n = len(u)
        m = n - 2
        for i in range(1, m + 1):
            f[i] = 0.5 * (u[i - 1] + u[i + 1])
        for i in range(1, n - 1):
            u[i] = f[i]
    return n, m


@alpyna.jit
def growing(a, steps):
    total = 0.0
    for t in range(steps):
        k = t + 1
        for i in range(min(k, len(a))):
            total += a[i]
    return total


u = np.zeros(12)
u[6] = 1.0
print(np.round(run(u, 5), 8))
w = np.linspace(0.0, 1.0, 9) ** 2
print(relax(w, np.zeros(9), 4), np.round(w, 8))
print(growing(np.arange(6.0), 8))
