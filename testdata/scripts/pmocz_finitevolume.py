# test-args: 16 0.1
# Port of Philip Mocz's "Create Your Own Finite Volume Fluid Simulation (With Python)"
# (github.com/pmocz/finitevolume-python, finitevolume.py, (c) 2020 Philip Mocz, GPL-3.0):
# the Kelvin-Helmholtz instability in the compressible Euler equations, MUSCL-Hancock with
# np.roll gradients and a Rusanov flux. Every function of the file gets @alpyna.jit as
# written (docstrings shortened); main keeps the `while t < tEnd` loop with the CFL time
# step from np.min and the output-time clamp. matplotlib is stripped: at each output time
# (every tOut) the density checksum is recorded, and a few are printed at the end.
# N = 128, tEnd = 2 in the original; here N = 64, tEnd = 0.5 (CPython < 3 s); optional
# arguments set N and tEnd.
import sys

import numpy as np

import alpyna


@alpyna.jit
def getConserved(rho, vx, vy, P, gamma, vol):
    """Calculate the conserved variable from the primitive"""
    Mass = rho * vol
    Momx = rho * vx * vol
    Momy = rho * vy * vol
    Energy = (P / (gamma - 1) + 0.5 * rho * (vx**2 + vy**2)) * vol

    return Mass, Momx, Momy, Energy


@alpyna.jit
def getPrimitive(Mass, Momx, Momy, Energy, gamma, vol):
    """Calculate the primitive variable from the conservative"""
    rho = Mass / vol
    vx = Momx / rho / vol
    vy = Momy / rho / vol
    P = (Energy / vol - 0.5 * rho * (vx**2 + vy**2)) * (gamma - 1)

    return rho, vx, vy, P


@alpyna.jit
def getGradient(f, dx):
    """Calculate the gradients of a field"""
    # directions for np.roll()
    R = -1  # right
    L = 1  # left

    f_dx = (np.roll(f, R, axis=0) - np.roll(f, L, axis=0)) / (2 * dx)
    f_dy = (np.roll(f, R, axis=1) - np.roll(f, L, axis=1)) / (2 * dx)

    return f_dx, f_dy


@alpyna.jit
def slopeLimit(f, dx, f_dx, f_dy):
    """Apply slope limiter to slopes"""
    # directions for np.roll()
    R = -1  # right
    L = 1  # left

    f_dx = (
        np.maximum(
            0.0,
            np.minimum(
                1.0, ((f - np.roll(f, L, axis=0)) / dx) / (f_dx + 1.0e-8 * (f_dx == 0))
            ),
        )
        * f_dx
    )
    f_dx = (
        np.maximum(
            0.0,
            np.minimum(
                1.0, (-(f - np.roll(f, R, axis=0)) / dx) / (f_dx + 1.0e-8 * (f_dx == 0))
            ),
        )
        * f_dx
    )
    f_dy = (
        np.maximum(
            0.0,
            np.minimum(
                1.0, ((f - np.roll(f, L, axis=1)) / dx) / (f_dy + 1.0e-8 * (f_dy == 0))
            ),
        )
        * f_dy
    )
    f_dy = (
        np.maximum(
            0.0,
            np.minimum(
                1.0, (-(f - np.roll(f, R, axis=1)) / dx) / (f_dy + 1.0e-8 * (f_dy == 0))
            ),
        )
        * f_dy
    )

    return f_dx, f_dy


@alpyna.jit
def extrapolateInSpaceToFace(f, f_dx, f_dy, dx):
    """Calculate the gradients of a field"""
    # directions for np.roll()
    R = -1  # right
    L = 1  # left

    f_XL = f - f_dx * dx / 2
    f_XL = np.roll(f_XL, R, axis=0)
    f_XR = f + f_dx * dx / 2

    f_YL = f - f_dy * dx / 2
    f_YL = np.roll(f_YL, R, axis=1)
    f_YR = f + f_dy * dx / 2

    return f_XL, f_XR, f_YL, f_YR


@alpyna.jit
def applyFluxes(F, flux_F_X, flux_F_Y, dx, dt):
    """Apply fluxes to conserved variables"""
    # directions for np.roll()
    R = -1  # right
    L = 1  # left

    # update solution
    F += -dt * dx * flux_F_X
    F += dt * dx * np.roll(flux_F_X, L, axis=0)
    F += -dt * dx * flux_F_Y
    F += dt * dx * np.roll(flux_F_Y, L, axis=1)

    return F


@alpyna.jit
def getFlux(rho_L, rho_R, vx_L, vx_R, vy_L, vy_R, P_L, P_R, gamma):
    """Calculate fluxed between 2 states with local Lax-Friedrichs/Rusanov rule"""

    # left and right energies
    en_L = P_L / (gamma - 1) + 0.5 * rho_L * (vx_L**2 + vy_L**2)
    en_R = P_R / (gamma - 1) + 0.5 * rho_R * (vx_R**2 + vy_R**2)

    # compute star (averaged) states
    rho_star = 0.5 * (rho_L + rho_R)
    momx_star = 0.5 * (rho_L * vx_L + rho_R * vx_R)
    momy_star = 0.5 * (rho_L * vy_L + rho_R * vy_R)
    en_star = 0.5 * (en_L + en_R)

    P_star = (gamma - 1) * (en_star - 0.5 * (momx_star**2 + momy_star**2) / rho_star)

    # compute fluxes (local Lax-Friedrichs/Rusanov)
    flux_Mass = momx_star
    flux_Momx = momx_star**2 / rho_star + P_star
    flux_Momy = momx_star * momy_star / rho_star
    flux_Energy = (en_star + P_star) * momx_star / rho_star

    # find wavespeeds
    C_L = np.sqrt(gamma * P_L / rho_L) + np.abs(vx_L)
    C_R = np.sqrt(gamma * P_R / rho_R) + np.abs(vx_R)
    C = np.maximum(C_L, C_R)

    # add stabilizing diffusive term
    flux_Mass -= C * 0.5 * (rho_L - rho_R)
    flux_Momx -= C * 0.5 * (rho_L * vx_L - rho_R * vx_R)
    flux_Momy -= C * 0.5 * (rho_L * vy_L - rho_R * vy_R)
    flux_Energy -= C * 0.5 * (en_L - en_R)

    return flux_Mass, flux_Momx, flux_Momy, flux_Energy


@alpyna.jit
def main(N, tEnd, useSlopeLimiting):
    """Finite Volume simulation"""

    # Simulation parameters
    boxsize = 1.0
    gamma = 5 / 3  # ideal gas gamma
    courant_fac = 0.4
    t = 0
    tOut = 0.02  # draw frequency

    # Mesh
    dx = boxsize / N
    vol = dx**2
    xlin = np.linspace(0.5 * dx, boxsize - 0.5 * dx, N)
    Y, X = np.meshgrid(xlin, xlin)

    # Generate Initial Conditions - opposite moving streams with perturbation
    w0 = 0.1
    sigma = 0.05 / np.sqrt(2.0)
    rho = 1.0 + (np.abs(Y - 0.5) < 0.25)
    vx = -0.5 + (np.abs(Y - 0.5) < 0.25)
    vy = (
        w0
        * np.sin(4 * np.pi * X)
        * (
            np.exp(-((Y - 0.25) ** 2) / (2 * sigma**2))
            + np.exp(-((Y - 0.75) ** 2) / (2 * sigma**2))
        )
    )
    P = 2.5 * np.ones(X.shape)

    # Get conserved variables
    Mass, Momx, Momy, Energy = getConserved(rho, vx, vy, P, gamma, vol)

    outputCount = 1
    steps = 0
    checks = []

    # Simulation Main Loop
    while t < tEnd:
        # get Primitive variables
        rho, vx, vy, P = getPrimitive(Mass, Momx, Momy, Energy, gamma, vol)

        # get time step (CFL) = dx / max signal speed
        dt = courant_fac * np.min(
            dx / (np.sqrt(gamma * P / rho) + np.sqrt(vx**2 + vy**2))
        )
        plotThisTurn = False
        if t + dt > outputCount * tOut:
            dt = outputCount * tOut - t
            plotThisTurn = True

        # calculate gradients
        rho_dx, rho_dy = getGradient(rho, dx)
        vx_dx, vx_dy = getGradient(vx, dx)
        vy_dx, vy_dy = getGradient(vy, dx)
        P_dx, P_dy = getGradient(P, dx)

        # slope limit gradients
        if useSlopeLimiting:
            rho_dx, rho_dy = slopeLimit(rho, dx, rho_dx, rho_dy)
            vx_dx, vx_dy = slopeLimit(vx, dx, vx_dx, vx_dy)
            vy_dx, vy_dy = slopeLimit(vy, dx, vy_dx, vy_dy)
            P_dx, P_dy = slopeLimit(P, dx, P_dx, P_dy)

        # extrapolate half-step in time
        rho_prime = rho - 0.5 * dt * (
            vx * rho_dx + rho * vx_dx + vy * rho_dy + rho * vy_dy
        )
        vx_prime = vx - 0.5 * dt * (vx * vx_dx + vy * vx_dy + (1 / rho) * P_dx)
        vy_prime = vy - 0.5 * dt * (vx * vy_dx + vy * vy_dy + (1 / rho) * P_dy)
        P_prime = P - 0.5 * dt * (gamma * P * (vx_dx + vy_dy) + vx * P_dx + vy * P_dy)

        # extrapolate in space to face centers
        rho_XL, rho_XR, rho_YL, rho_YR = extrapolateInSpaceToFace(
            rho_prime, rho_dx, rho_dy, dx
        )
        vx_XL, vx_XR, vx_YL, vx_YR = extrapolateInSpaceToFace(
            vx_prime, vx_dx, vx_dy, dx
        )
        vy_XL, vy_XR, vy_YL, vy_YR = extrapolateInSpaceToFace(
            vy_prime, vy_dx, vy_dy, dx
        )
        P_XL, P_XR, P_YL, P_YR = extrapolateInSpaceToFace(P_prime, P_dx, P_dy, dx)

        # compute fluxes (local Lax-Friedrichs/Rusanov)
        flux_Mass_X, flux_Momx_X, flux_Momy_X, flux_Energy_X = getFlux(
            rho_XL, rho_XR, vx_XL, vx_XR, vy_XL, vy_XR, P_XL, P_XR, gamma
        )
        flux_Mass_Y, flux_Momy_Y, flux_Momx_Y, flux_Energy_Y = getFlux(
            rho_YL, rho_YR, vy_YL, vy_YR, vx_YL, vx_YR, P_YL, P_YR, gamma
        )

        # update solution
        Mass = applyFluxes(Mass, flux_Mass_X, flux_Mass_Y, dx, dt)
        Momx = applyFluxes(Momx, flux_Momx_X, flux_Momx_Y, dx, dt)
        Momy = applyFluxes(Momy, flux_Momy_X, flux_Momy_Y, dx, dt)
        Energy = applyFluxes(Energy, flux_Energy_X, flux_Energy_Y, dx, dt)

        # update time
        t += dt
        steps += 1

        # record at output times (the original plots rho here)
        if plotThisTurn or (t >= tEnd):
            checks.append((outputCount, t, float(np.abs(rho - 1.5).sum()), float(np.abs(vy).max())))
            outputCount += 1

    return Mass, Momx, Momy, Energy, steps, checks


N = int(sys.argv[1]) if len(sys.argv) > 1 else 64
tEnd = float(sys.argv[2]) if len(sys.argv) > 2 else 0.5
for limiter in (False, True):
    Mass, Momx, Momy, Energy, steps, checks = main(N, tEnd, limiter)
    print("slope limiting", limiter, "steps", steps, "outputs", len(checks))
    for c in checks[:: max(1, len(checks) // 4)] + checks[-1:]:
        print(c[0], repr(c[1]), repr(c[2]), repr(c[3]))
    for F in (Mass, Momx, Momy, Energy):
        print(repr(float(F.sum())), repr(float(np.abs(F).sum())), repr(float(F[N // 3, N // 2])))
    print(Energy[N // 2, :3])
