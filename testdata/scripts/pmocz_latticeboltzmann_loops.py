# test-args: 40 10 20
# Loop form of Philip Mocz's D2Q9 lattice Boltzmann flow past a cylinder
# (github.com/pmocz/latticeboltzmann-python, latticeboltzmann.py, (c) 2020 Philip Mocz,
# GPL-3.0): the whole-array step written as the `for y / for x / for i` loops a scientist
# writes for Numba. The np.roll drift becomes a pull from modular neighbour indices through
# the velocity arrays (F[(y - cys[i]) % Ny, (x - cxs[i]) % Nx, i]) into a second buffer and a
# copy back; the fancy-indexed reflection `bndryF[:, [0, 5, 6, 7, 8, 1, 2, 3, 4]]` becomes an
# index array `opp` read inside an `if cylinder[y, x]`; the moments and the BGK collision are
# per-cell loops. The per-step `print(it)` is dropped. Nx = 400, Ny = 100, Nt = 4000 in
# the original; here Nx = 100, Ny = 25, Nt = 30 (CPython ~2.5 s); optional arguments set
# Nx, Ny and Nt.
import sys

import numpy as np

import alpyna


@alpyna.jit
def simulate(F, Fs, Fb, rho, ux, uy, cylinder, cxs, cys, weights, opp, Nx, Ny, NL, tau, Nt):
    for it in range(Nt):
        # Drift
        for y in range(Ny):
            for x in range(Nx):
                for i in range(NL):
                    Fs[y, x, i] = F[(y - cys[i]) % Ny, (x - cxs[i]) % Nx, i]
        for y in range(Ny):
            for x in range(Nx):
                for i in range(NL):
                    F[y, x, i] = Fs[y, x, i]

        # Set reflective boundaries
        for y in range(Ny):
            for x in range(Nx):
                if cylinder[y, x]:
                    for i in range(NL):
                        Fb[y, x, i] = F[y, x, opp[i]]

        # Calculate fluid variables
        for y in range(Ny):
            for x in range(Nx):
                r = 0.0
                mx = 0.0
                my = 0.0
                for i in range(NL):
                    r += F[y, x, i]
                    mx += F[y, x, i] * cxs[i]
                    my += F[y, x, i] * cys[i]
                rho[y, x] = r
                ux[y, x] = mx / r
                uy[y, x] = my / r

        # Apply Collision
        for y in range(Ny):
            for x in range(Nx):
                for i in range(NL):
                    cu = cxs[i] * ux[y, x] + cys[i] * uy[y, x]
                    Feq = rho[y, x] * weights[i] * (1 + 3 * cu + 9 * cu**2 / 2 - 3 * (ux[y, x]**2 + uy[y, x]**2) / 2)
                    F[y, x, i] += -(1.0 / tau) * (F[y, x, i] - Feq)

        # Apply boundary
        for y in range(Ny):
            for x in range(Nx):
                if cylinder[y, x]:
                    for i in range(NL):
                        F[y, x, i] = Fb[y, x, i]


Nx = int(sys.argv[1]) if len(sys.argv) > 1 else 100
Ny = int(sys.argv[2]) if len(sys.argv) > 2 else 25
Nt = int(sys.argv[3]) if len(sys.argv) > 3 else 30
rho0 = 100
tau = 0.6
NL = 9
cxs = np.array([0, 0, 1, 1, 1, 0, -1, -1, -1])
cys = np.array([0, 1, 1, 0, -1, -1, -1, 0, 1])
weights = np.array([4 / 9, 1 / 9, 1 / 36, 1 / 9, 1 / 36, 1 / 9, 1 / 36, 1 / 9, 1 / 36])
opp = np.array([0, 5, 6, 7, 8, 1, 2, 3, 4])

F = np.ones((Ny, Nx, NL))
np.random.seed(42)
F += 0.01 * np.random.randn(Ny, Nx, NL)
X, Y = np.meshgrid(np.arange(Nx), np.arange(Ny))
F[:, :, 3] += 2 * (1 + 0.2 * np.cos(2 * np.pi * X / Nx * 4))
rho = np.sum(F, 2)
for i in range(NL):
    F[:, :, i] *= rho0 / rho
cylinder = (X - Nx / 4) ** 2 + (Y - Ny / 2) ** 2 < (Ny / 4) ** 2

Fs = np.zeros(F.shape)
Fb = np.zeros(F.shape)
ux = np.zeros((Ny, Nx))
uy = np.zeros((Ny, Nx))
simulate(F, Fs, Fb, rho, ux, uy, cylinder, cxs, cys, weights, opp, Nx, Ny, NL, tau, Nt)
print(repr(float(F.sum())), repr(float((F * F).sum())), repr(float(rho.max())))
print(repr(float(ux.sum())), repr(float(uy.sum())), repr(float(np.abs(uy).max())))
print(F[Ny // 2, Nx // 2])
print(ux[Ny // 3, :4])
