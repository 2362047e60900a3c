# test-args: 40 10 20
# Port of Philip Mocz's "Create Your Own Lattice Boltzmann Simulation (With Python)"
# (github.com/pmocz/latticeboltzmann-python, latticeboltzmann.py, (c) 2020 Philip Mocz,
# GPL-3.0): D2Q9 flow past a cylinder. main gets @alpyna.jit as written: the drift by
# np.roll of F[:, :, i] for each lattice direction (a `for i, cx, cy in zip(...)` loop),
# reflective boundaries through the boolean cylinder mask and fancy column indexing
# `bndryF[:, [0, 5, 6, 7, 8, 1, 2, 3, 4]]`, moments by np.sum(F * cxs, 2), and the BGK
# collision. Its `print(it)` every step is kept; matplotlib is stripped (the vorticity it
# plots every 10 steps becomes a checksum). Nx = 400, Ny = 100, Nt = 4000 in the
# original; here Nx = 100, Ny = 25, Nt = 100; optional arguments set Nx, Ny and Nt.
import sys

import numpy as np

import alpyna


@alpyna.jit
def main(Nx, Ny, Nt):
    """Lattice Boltzmann Simulation"""

    # Simulation parameters
    rho0 = 100  # average density
    tau = 0.6  # collision timescale

    # Lattice speeds / weights
    NL = 9
    idxs = np.arange(NL)
    cxs = np.array([0, 0, 1, 1, 1, 0, -1, -1, -1])
    cys = np.array([0, 1, 1, 0, -1, -1, -1, 0, 1])
    weights = np.array(
        [4 / 9, 1 / 9, 1 / 36, 1 / 9, 1 / 36, 1 / 9, 1 / 36, 1 / 9, 1 / 36]
    )  # sums to 1

    # Initial Conditions
    F = np.ones((Ny, Nx, NL))  # * rho0 / NL
    np.random.seed(42)
    F += 0.01 * np.random.randn(Ny, Nx, NL)
    X, Y = np.meshgrid(range(Nx), range(Ny))
    F[:, :, 3] += 2 * (1 + 0.2 * np.cos(2 * np.pi * X / Nx * 4))
    rho = np.sum(F, 2)
    for i in idxs:
        F[:, :, i] *= rho0 / rho

    # Cylinder boundary
    X, Y = np.meshgrid(range(Nx), range(Ny))
    cylinder = (X - Nx / 4) ** 2 + (Y - Ny / 2) ** 2 < (Ny / 4) ** 2

    vort = []

    # Simulation Main Loop
    for it in range(Nt):
        print(it)

        # Drift
        for i, cx, cy in zip(idxs, cxs, cys):
            F[:, :, i] = np.roll(F[:, :, i], cx, axis=1)
            F[:, :, i] = np.roll(F[:, :, i], cy, axis=0)

        # Set reflective boundaries
        bndryF = F[cylinder, :]
        bndryF = bndryF[:, [0, 5, 6, 7, 8, 1, 2, 3, 4]]

        # Calculate fluid variables
        rho = np.sum(F, 2)
        ux = np.sum(F * cxs, 2) / rho
        uy = np.sum(F * cys, 2) / rho

        # Apply Collision
        Feq = np.zeros(F.shape)
        for i, cx, cy, w in zip(idxs, cxs, cys, weights):
            Feq[:, :, i] = (
                rho
                * w
                * (
                    1
                    + 3 * (cx * ux + cy * uy)
                    + 9 * (cx * ux + cy * uy) ** 2 / 2
                    - 3 * (ux**2 + uy**2) / 2
                )
            )

        F += -(1.0 / tau) * (F - Feq)

        # Apply boundary
        F[cylinder, :] = bndryF

        # the original plots the vorticity every 10 steps
        if ((it % 10) == 0) or (it == Nt - 1):
            ux[cylinder] = 0
            uy[cylinder] = 0
            vorticity = (np.roll(ux, -1, axis=0) - np.roll(ux, 1, axis=0)) - (
                np.roll(uy, -1, axis=1) - np.roll(uy, 1, axis=1)
            )
            vorticity[cylinder] = np.nan
            vort.append(float(np.nansum(np.abs(vorticity))))

    return F, rho, ux, uy, vort


Nx = int(sys.argv[1]) if len(sys.argv) > 1 else 100
Ny = int(sys.argv[2]) if len(sys.argv) > 2 else 25
Nt = int(sys.argv[3]) if len(sys.argv) > 3 else 100
F, rho, ux, uy, vort = main(Nx, Ny, Nt)
print([repr(v) for v in vort])
print(repr(float(F.sum())), repr(float((F * F).sum())), repr(float(rho.max())))
print(repr(float(ux.sum())), repr(float(uy.sum())), repr(float(np.abs(uy).max())))
print(F[Ny // 2, Nx // 2])
print(ux[Ny // 3, :4])
