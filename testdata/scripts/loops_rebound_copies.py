# Arrays a time loop rebinds to copies (`u = un.copy()` ending a step, the
# wave equation's `Uprev = 1.*U; U = 1.*Unew`), read after the nest, before
# their copy in the step, or both: the nest fills one array per name and the
# function gets the last one filled (frontend/rebound_copies.go). The
# edge cases keep CPython's answers: no step run (the caller's array stays
# bound and is written afterwards), an alias of the name's array written
# before the copy, an in-place write before the copy, a view kept across
# the copy.
import numpy as np

import alpyna


@alpyna.jit
def upwind(u, nt, c):
    un = np.zeros_like(u)
    for n in range(nt):
        for i in range(1, u.shape[0]):
            un[i] = u[i] - c * (u[i] - u[i - 1])
        un[0] = u[0]
        u = un.copy()
    return u


@alpyna.jit
def wave(N, steps, fac):
    U = np.zeros((N, N))
    U[N // 2, N // 2] = 1.0
    Uprev = 1. * U
    for s in range(steps):
        Unew = np.zeros_like(U)
        for i in range(1, N - 1):
            for j in range(1, N - 1):
                lap = U[i - 1, j] + U[i + 1, j] + U[i, j - 1] + U[i, j + 1] - 4 * U[i, j]
                Unew[i, j] = 2 * U[i, j] - Uprev[i, j] + fac * lap
        Uprev = 1. * U
        U = 1. * Unew
    return U, Uprev


@alpyna.jit
def wave_slices(N, steps):
    U = np.zeros((N, N))
    U[N // 2, N // 2] = 1.0
    Uprev = U.copy()
    for s in range(steps):
        lap = U[:-2, 1:-1] + U[2:, 1:-1] + U[1:-1, :-2] + U[1:-1, 2:] - 4 * U[1:-1, 1:-1]
        Unew = np.copy(U)
        Unew[1:-1, 1:-1] = 2 * U[1:-1, 1:-1] - Uprev[1:-1, 1:-1] + 0.1 * lap
        Uprev = np.array(U)
        U = Unew * 1.0
    return U


@alpyna.jit
def steps_then_write(u, nt):
    # nt == 0: u is still the caller's array, and u[0] = -1 writes it.
    un = np.empty_like(u)
    for n in range(nt):
        for i in range(u.shape[0]):
            un[i] = 0.5 * u[i] + 1.0
        u = un.copy()
    u[0] = -1.0
    return u


@alpyna.jit
def alias_written(u, nt):
    # w is u's array: writing w before the copy changes what u reads.
    w = u
    for n in range(nt):
        for i in range(1, u.shape[0]):
            w[i] = w[i] + u[i - 1]
        u = w.copy()
    return u


@alpyna.jit
def written_before_copy(u, v, nt):
    # u[0] = ... lands in the caller's array in the first step.
    for n in range(nt):
        u[0] = u[0] + 1.0
        for i in range(v.shape[0]):
            v[i] = u[i] * 2.0
        u = v.copy()
    return u


@alpyna.jit
def int_copies(a, nt):
    b = np.zeros_like(a)
    for n in range(nt):
        for i in range(a.shape[0]):
            b[i] = a[i] * 3 % 7
        a = b.copy()
    return a


@alpyna.jit
def view_kept(u, nt):
    # row views the array u held when it was taken, not the next copy.
    un = np.zeros_like(u)
    for n in range(nt):
        row = u[0]
        for i in range(u.shape[0]):
            for j in range(u.shape[1]):
                un[i, j] = u[i, j] + row[j]
        u = un.copy()
    return u, row


@alpyna.jit
def last_copy(a, nt):
    # b is bound only if a step ran: nt == 0 leaves it unbound.
    for n in range(nt):
        for i in range(a.shape[0]):
            a[i] = a[i] + 1.0
        b = a.copy()
    return b


@alpyna.jit
def float_of_ints(a, nt):
    # 1. * a makes a float64 array of an int64 a: u holds ints before it.
    u = a.copy()
    for n in range(nt):
        for i in range(a.shape[0]):
            a[i] = a[i] + u[i]
        u = 1. * a
    return u


x = np.zeros(40)
x[10:20] = 2.0
r = upwind(x, 25, 0.5)
print(repr(float(r.sum())), r[15:19], x.sum(), r is x)
print(upwind(x, 0, 0.5) is x)

U, Uprev = wave(24, 30, 0.1)
print(repr(float(U.sum())), repr(float(Uprev.sum())), U[12, 10:14])
print(repr(float(wave_slices(24, 30).sum())))

y = np.arange(5.0)
z = steps_then_write(y, 0)
print(z is y, y)
y = np.arange(5.0)
z = steps_then_write(y, 3)
print(z is y, y, z)

y = np.arange(6.0)
print(alias_written(y, 2), y)
y = np.arange(6.0)
v = np.zeros(6)
print(written_before_copy(y, v, 3), y, v)
print(int_copies(np.arange(8), 4))
print(int_copies(np.arange(8.0), 4))
print(view_kept(np.ones((3, 4)), 2))
print(last_copy(np.zeros(4), 3))
try:
    last_copy(np.zeros(4), 0)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
print(float_of_ints(np.arange(4), 3), float_of_ints(np.arange(4.0), 3))
