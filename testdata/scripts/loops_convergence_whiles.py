# Convergence loops as CFD codes write them (CFDPython's step 9, the Numba
# lesson, pyccel-benchmarks' laplace): `while l1norm > target:` at the top
# of a function, the same while inside a time loop, and a counted loop
# that breaks when it converges, each around several loops. The host runs
# the loops the kernels distribute and stops at the iteration whose break
# was taken (a while has no trip count; maxit here is 10**8).
import numpy as np
import alpyna


@alpyna.jit
def laplace(p, target):
    pn = np.empty_like(p)
    l1norm = 1.0
    sweeps = 0
    while l1norm > target:
        pn[:] = p
        for i in range(1, p.shape[0] - 1):
            for j in range(1, p.shape[1] - 1):
                p[i, j] = 0.25 * (pn[i, j + 1] + pn[i, j - 1] + pn[i + 1, j] + pn[i - 1, j])
        p[:, -1] = 1.0
        s = 0.0
        t = 0.0
        for i in range(p.shape[0]):
            for j in range(p.shape[1]):
                s += abs(p[i, j]) - abs(pn[i, j])
                t += abs(pn[i, j])
        l1norm = s / t
        sweeps += 1
    return sweeps


@alpyna.jit
def steps(p, nt, target):
    pn = np.empty_like(p)
    n = p.shape[0]
    total = 0
    for step in range(nt):
        p[0] = 1.0 + step
        l1norm = 1.0
        while l1norm > target:
            for i in range(n):
                pn[i] = p[i]
            for i in range(1, n - 1):
                p[i] = 0.5 * (pn[i - 1] + pn[i + 1])
            l1norm = 0.0
            for i in range(n):
                l1norm += abs(p[i] - pn[i])
            total += 1
    return total


@alpyna.jit
def until_converged(u, maxit, tol):
    un = np.empty_like(u)
    it = 0
    for it in range(maxit):
        for i in range(u.shape[0]):
            un[i] = u[i]
        for i in range(1, u.shape[0] - 1):
            u[i] = 0.5 * (un[i - 1] + un[i + 1])
        diff = 0.0
        for i in range(u.shape[0]):
            diff = max(diff, abs(u[i] - un[i]))
        if diff < tol:
            break
    return it


p = np.zeros((24, 20))
p[:, -1] = 1.0
print(laplace(p, 1e-3), repr(float(p.sum())), repr(p[7, 9]))
q = np.zeros(20)
print(steps(q, 3, 1e-3), repr(float(q.sum())))
u = np.zeros(30)
u[-1] = 1.0
print(until_converged(u, 10 ** 8, 1e-4), repr(float(u.sum())))
