# test-args: 16 3
# The NumPy stable-fluids solver of Rougier's "From Python to NumPy"
# (github.com/rougier/from-python-to-numpy, code/smoke_solver.py, chapter
# "Problem vectorization", section "Fluid Dynamics"; (c) 2017 Nicolas P.
# Rougier, code BSD, book text CC BY-NC-SA 4.0; adapted by him from Alberto
# Santini's python-fluid, MIT licence): the vectorised form of
# fptn_smoke.py's loops, set_bnd with slices and advect with np.indices and
# fancy indexing. Every function is marked @alpyna.jit as written (docstrings
# shortened). Driver, sources and sizes as in fptn_smoke.py: optional
# arguments N (default 64) and steps (default 10).
import sys

import numpy as np

import alpyna


@alpyna.jit
def set_bnd(N, b, x):
    """We assume that the fluid is contained in a box with solid walls."""

    if b == 1:
        x[0, 1:-1] = -x[1, 1:-1]
        x[-1, 1:-1] = -x[N, 1:-1]
    else:
        x[ 0, 1:-1] = x[1, 1:-1]
        x[-1, 1:-1] = x[N, 1:-1]
    if b == 2:
        x[1:-1,  0] = -x[1:-1, 1]
        x[1:-1, -1] = -x[1:-1, N]
    else:
        x[1:-1,  0] = x[1:-1, 1]
        x[1:-1, -1] = x[1:-1, N]

    x[ 0,  0] = 0.5 * (x[1,  0] + x[ 0, 1])
    x[ 0, -1] = 0.5 * (x[1, -1] + x[ 0, N])
    x[-1,  0] = 0.5 * (x[N,  0] + x[-1, 1])
    x[-1, -1] = 0.5 * (x[N, -1] + x[-1, N])


@alpyna.jit
def lin_solve(N, b, x, x0, a, c):
    """lin_solve."""

    for k in range(20):
        x[1:-1, 1:-1] = (x0[1:-1, 1:-1] +
                         a * (x[:N, 1:-1] + x[2:, 1:-1] +
                              x[1:-1, :N] + x[1:-1, 2:])) / c
        set_bnd(N, b, x)


@alpyna.jit
def add_source(N, x, s, dt):
    """Addition of forces: the density increases due to sources."""
    x += dt * s


@alpyna.jit
def diffuse(N, b, x, x0, diff, dt):
    """Diffusion: the density diffuses at a certain rate."""

    a = dt * diff * N * N
    lin_solve(N, b, x, x0, a, 1 + 4 * a)


@alpyna.jit
def advect(N, b, d, d0, u, v, dt):
    """Advection: the density follows the velocity field."""

    dt0 = dt * N

    I, J = np.indices((N, N))
    I += 1
    J += 1
    X = I - dt0 * u[I, J]
    Y = J - dt0 * v[I, J]

    X = np.minimum(np.maximum(X, 0.5), N+0.5)
    I0 = X.astype(int)
    I1 = I0+1
    S1 = X - I0
    S0 = 1 - S1

    Y = np.minimum(np.maximum(Y, 0.5), N+0.5)
    J0 = Y.astype(int)
    J1 = J0 + 1
    T1 = Y - J0
    T0 = 1 - T1

    d[I, J] = (S0 * (T0 * d0[I0, J0] + T1 * d0[I0, J1])
             + S1 * (T0 * d0[I1, J0] + T1 * d0[I1, J1]))

    set_bnd(N, b, d)


@alpyna.jit
def project(N, u, v, p, div):
    """ Projection """

    h = 1.0 / N
    div[1:-1, 1:-1] = (-0.5 * h *
                       (u[2:, 1:-1] - u[0:N, 1:-1] +
                        v[1:-1, 2:] - v[1:-1, 0:N]))
    p[1:-1, 1:-1] = 0
    set_bnd(N, 0, div)
    set_bnd(N, 0, p)
    lin_solve(N, 0, p, div, 1, 4)
    u[1:-1, 1:-1] -= 0.5 * (p[2:, 1:-1] - p[0:N, 1:-1]) / h
    v[1:-1, 1:-1] -= 0.5 * (p[1:-1, 2:] - p[1:-1, 0:N]) / h
    set_bnd(N, 1, u)
    set_bnd(N, 2, v)


@alpyna.jit
def dens_step(N, x, x0, u, v, diff, dt):
    # Density step: advection, diffusion & addition of sources.
    add_source(N, x, x0, dt)
    x0, x = x, x0  # swap
    diffuse(N, 0, x, x0, diff, dt)
    x0, x = x, x0  # swap
    advect(N, 0, x, x0, u, v, dt)


@alpyna.jit
def vel_step(N, u, v, u0, v0, visc, dt):
    # Velocity step: self-advection, viscous diffusion & addition of forces

    add_source(N, u, u0, dt)
    add_source(N, v, v0, dt)
    u0, u = u, u0  # swap

    diffuse(N, 1, u, u0, visc, dt)
    v0, v = v, v0  # swap

    diffuse(N, 2, v, v0, visc, dt)
    project(N, u, v, u0, v0)
    u0, u = u, u0  # swap
    v0, v = v, v0  # swap

    advect(N, 1, u, u0, u0, v0, dt)
    advect(N, 2, v, v0, u0, v0, dt)
    project(N, u, v, u0, v0)


N = int(sys.argv[1]) if len(sys.argv) > 1 else 64
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 10
size = N + 2
dt = 0.1
diff = 0.0
visc = 0.0
force = 5.0
source = 100.0
u = np.zeros((size, size), np.float64)
v = np.zeros((size, size), np.float64)
u_prev = np.zeros((size, size), np.float64)
v_prev = np.zeros((size, size), np.float64)
dens = np.zeros((size, size), np.float64)
dens_prev = np.zeros((size, size), np.float64)
for step in range(steps):
    dens_prev[:, :] = 0.0
    u_prev[:, :] = 0.0
    v_prev[:, :] = 0.0
    c = N // 2
    dens_prev[c - 2:c + 2, c - 2:c + 2] = source
    v_prev[c - 2:c + 2, c - 2:c + 2] = force * (1 + step % 3)
    u_prev[c, c - 2:c + 2] = force
    vel_step(N, u, v, u_prev, v_prev, visc, dt)
    dens_step(N, dens, dens_prev, u, v, diff, dt)
for name, a in (("dens", dens), ("u", u), ("v", v)):
    print(name, repr(float(a.sum())), repr(float(abs(a).max())), repr(float((a * a).sum())))
print(dens[N // 2, N // 2 - 3:N // 2 + 3])
print(v[N // 2 + 4, N // 2 - 2:N // 2 + 2])
