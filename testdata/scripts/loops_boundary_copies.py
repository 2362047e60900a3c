# Time steps as CFD codes write them (CFDPython's 12 steps,
# pyccel-benchmarks' laplace and poisson): `un = u.copy()` at the top of
# each step is a scratch array filled where the copy was, so the whole
# time loop is one nest; Neumann boundaries with negative indices (rows
# and columns -1 and -2 are distinct) run in it too, as the same copies
# with ny - 1 and ny - 2 do. A copy between -1 and 1 may name one row (an
# axis of two): it goes through a scratch array, as NumPy reads the
# right-hand side first. A copy read after the loop stays a
# copy. A whole-array copy `pn[:] = p[:]` of a two-axis p copies all of
# it, as `pn[:] = p` does.
import numpy as np
import alpyna


@alpyna.jit
def neumann(p, b, nit, dx2, dy2):
    for q in range(nit):
        pn = p.copy()
        for j in range(1, p.shape[0] - 1):
            for i in range(1, p.shape[1] - 1):
                p[j, i] = ((pn[j, i + 1] + pn[j, i - 1]) * dy2 + (pn[j + 1, i] + pn[j - 1, i]) * dx2 - b[j, i] * dx2 * dy2) / (2 * (dx2 + dy2))
        p[:, -1] = p[:, -2]
        p[0, :] = p[1, :]
        p[:, 0] = p[:, 1]
        p[-1, :] = 0.0
        p[-2, 1:-1] = p[-3, 1:-1] * 0.5


@alpyna.jit
def wrap_rows(a, steps):
    for t in range(steps):
        for j in range(a.shape[1]):
            a[1, j] = a[1, j] * 0.5 + 1.0
        a[1, :] = a[-1, :]


@alpyna.jit
def linear_convection(u, nt, c, dt, dx):
    for n in range(nt):
        un = u.copy()
        for i in range(1, u.shape[0]):
            u[i] = un[i] - c * dt / dx * (un[i] - un[i - 1])


@alpyna.jit
def convection_slices(u, v, nt, c):
    for n in range(nt):
        un = np.copy(u)
        vn = v.copy()
        u[1:, 1:] = un[1:, 1:] - c * (un[1:, 1:] - un[1:, :-1]) - c * vn[1:, 1:] * (un[1:, 1:] - un[:-1, 1:])
        v[1:, 1:] = vn[1:, 1:] - c * (vn[1:, 1:] - vn[:-1, 1:])
        u[0, :] = 1
        u[-1, :] = 1


@alpyna.jit
def last_copy_read(u, nt):
    for n in range(nt):
        un = u.copy()
        for i in range(1, u.shape[0]):
            u[i] = 0.5 * (un[i] + un[i - 1])
    return un


@alpyna.jit
def copy_slices(p, nit):
    pn = np.empty_like(p)
    for it in range(nit):
        pn[:] = p[:]
        p[1:-1, 1:-1] = 0.25 * (pn[1:-1, 2:] + pn[1:-1, :-2] + pn[2:, 1:-1] + pn[:-2, 1:-1])
        p[:, -1] = 1.0


u = np.ones(41)
u[10:20] = 2.0
linear_convection(u, 25, 1.0, 0.025, 0.05)
print(repr(float(u.sum())), u[15:25].tolist())
u2 = np.ones((31, 33))
u2[8:16, 8:16] = 2.0
v2 = np.ones((31, 33)) * 0.5
convection_slices(u2, v2, 12, 0.2)
print(repr(float(u2.sum())), repr(float(v2.sum())), repr(u2[10, 12]))
u3 = np.linspace(0.0, 1.0, 9)
last = last_copy_read(u3, 4)
print(last.tolist(), u3.tolist())

p = np.zeros((12, 10))
copy_slices(p, 15)
print(repr(float(p.sum())), repr(p[5, 7]))

p = np.zeros((9, 11))
b = np.fromfunction(lambda j, i: np.sin(j * 0.7) * np.cos(i * 0.3), (9, 11))
neumann(p, b, 30, 0.01, 0.02)
print(repr(float(p.sum())), repr(p[4, 5]), repr(p[-2, 3]))
for rows in (2, 3):
    a = np.arange(rows * 4, dtype=np.float64).reshape(rows, 4)
    wrap_rows(a, 3)
    print(rows, a.tolist())
