# test-args: 2000 40 10
# Loop form of Philip Mocz's 1-D two-stream PIC simulation (github.com/pmocz/pic-python,
# pic.py, (c) 2020 Philip Mocz, GPL-3.0): getAcc as the loops a scientist writes for Numba.
# The cloud-in-cell deposit np.bincount(j, weights=...) becomes a particle loop scattering
# into n[j] and n[jp1] (`n[j] += ...`, an indirect write); the periodic Poisson solve (the
# original's scipy spsolve, here two running sums as in pmocz_pic.py) becomes sequential
# prefix-sum loops; the field is gathered back per particle; the kicks and drift are a
# particle loop with the periodic wrap. Nx = 400, tEnd = 50 as in the original, N = 10000
# particles (40000 in the original; CPython runs these loops ~2 s at 10000);
# optional arguments set N, Nx and tEnd. The functions ask for exact_reductions: the
# deposit's float increments through n[j] otherwise run by alpyna's per-thread plans and
# differ from CPython's sequential sums in the last digits (docs/cpu.md).
import math
import sys

import numpy as np

import alpyna


@alpyna.jit(exact_reductions=True)
def getAcc(pos, acc, n, d, phi, E_grid, N, Nx, boxsize, n0):
    dx = boxsize / Nx
    for k in range(Nx):
        n[k] = 0.0
    # deposit: 2 nearest bins (j & j+1, with proper weights)
    for p in range(N):
        j = int(math.floor(pos[p] / dx))
        jp1 = j + 1
        weight_j = (jp1 * dx - pos[p]) / dx
        weight_jp1 = (pos[p] - j * dx) / dx
        jp1 = jp1 % Nx
        n[j] += weight_j
        n[jp1] += weight_jp1
    for k in range(Nx):
        n[k] *= n0 * boxsize / N / dx
    # Poisson: periodic second difference, phi[0] = 0
    s = 0.0
    for k in range(Nx):
        s += (n[k] - n0) * dx**2
        d[k] = s
    mean = 0.0
    for k in range(Nx):
        mean += d[k]
    mean = mean / Nx
    phi[0] = 0.0
    for k in range(1, Nx):
        phi[k] = phi[k - 1] + (d[k - 1] - mean)
    # electric field
    for k in range(Nx):
        E_grid[k] = -(phi[(k + 1) % Nx] - phi[(k - 1) % Nx]) / (2 * dx)
    # interpolate onto the particles
    for p in range(N):
        j = int(math.floor(pos[p] / dx))
        jp1 = j + 1
        weight_j = (jp1 * dx - pos[p]) / dx
        weight_jp1 = (pos[p] - j * dx) / dx
        jp1 = jp1 % Nx
        acc[p] = -(weight_j * E_grid[j] + weight_jp1 * E_grid[jp1])


@alpyna.jit(exact_reductions=True)
def main(pos, vel, acc, n, d, phi, E_grid, N, Nx, boxsize, n0, dt, Nt):
    getAcc(pos, acc, n, d, phi, E_grid, N, Nx, boxsize, n0)
    for i in range(Nt):
        for p in range(N):
            vel[p] += acc[p] * dt / 2.0
            pos[p] = (pos[p] + vel[p] * dt) % boxsize
        getAcc(pos, acc, n, d, phi, E_grid, N, Nx, boxsize, n0)
        for p in range(N):
            vel[p] += acc[p] * dt / 2.0


N = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
Nx = int(sys.argv[2]) if len(sys.argv) > 2 else 400
tEnd = float(sys.argv[3]) if len(sys.argv) > 3 else 50.0
dt = 1
boxsize = 50
n0 = 1
vb = 3
vth = 1
A = 0.1
np.random.seed(42)
pos = np.random.rand(N, 1) * boxsize
vel = vth * np.random.randn(N, 1) + vb
Nh = int(N / 2)
vel[Nh:] *= -1
vel *= (1 + A * np.sin(2 * np.pi * pos / boxsize))
pos = pos[:, 0].copy()
vel = vel[:, 0].copy()
Nt = int(np.ceil(tEnd / dt))
acc = np.zeros(N)
n = np.zeros(Nx)
d = np.zeros(Nx)
phi = np.zeros(Nx)
E_grid = np.zeros(Nx)
main(pos, vel, acc, n, d, phi, E_grid, N, Nx, boxsize, n0, dt, Nt)
print(repr(float(pos.sum())), repr(float(vel.sum())), repr(float(np.abs(vel).sum())))
print(repr(float(acc.sum())), repr(float(np.abs(acc).max())))
h = np.bincount(np.floor(pos / 50 * 10).astype(int), weights=vel, minlength=10)
print(h)
print(pos[:3], vel[-3:])
