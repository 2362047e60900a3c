# test-args: 12 0.2
# Loop form of Philip Mocz's Rayleigh-Taylor finite volume solver
# (github.com/pmocz/finitevolume2-python, finitevolume2.py, (c) 2021 Philip Mocz, GPL-3.0):
# pmocz_finitevolume_loops' loops on an N x (3N + 2) grid with the original's reflecting
# ghost columns (set by loops over i after each getPrimitive: `rho[i, 0] = rho[i, 1]`,
# `vy[i, 0] = -vy[i, 1]`, and in getGradient `f_dy[i, 0] = -f_dy[i, 1]`) and the gravity
# source term as a loop, applied in half steps before and after the update. The ghost
# columns are added with np.hstack before the jit function, as in the original. N = 64,
# tEnd = 15 in the original; here N = 16, tEnd = 0.5 (CPython ~2 s); optional arguments
# set N and tEnd.
import sys

import numpy as np

import alpyna


@alpyna.jit
def getPrimitive(Mass, Momx, Momy, Energy, gamma, vol, rho, vx, vy, P, N, Ny):
    for i in range(N):
        for j in range(Ny):
            rho[i, j] = Mass[i, j] / vol
            vx[i, j] = Momx[i, j] / rho[i, j] / vol
            vy[i, j] = Momy[i, j] / rho[i, j] / vol
            P[i, j] = (Energy[i, j] / vol - 0.5 * rho[i, j] * (vx[i, j]**2 + vy[i, j]**2)) * (gamma - 1)
    # set ghost cells at the top and bottom (reflecting)
    for i in range(N):
        rho[i, 0] = rho[i, 1]
        vx[i, 0] = vx[i, 1]
        vy[i, 0] = -vy[i, 1]
        P[i, 0] = P[i, 1]
        rho[i, Ny - 1] = rho[i, Ny - 2]
        vx[i, Ny - 1] = vx[i, Ny - 2]
        vy[i, Ny - 1] = -vy[i, Ny - 2]
        P[i, Ny - 1] = P[i, Ny - 2]


@alpyna.jit
def getGradient(f, dx, f_dx, f_dy, N, Ny):
    for i in range(N):
        for j in range(Ny):
            ip = (i + 1) % N
            im = (i - 1) % N
            jp = (j + 1) % Ny
            jm = (j - 1) % Ny
            f_dx[i, j] = (f[ip, j] - f[im, j]) / (2 * dx)
            f_dy[i, j] = (f[i, jp] - f[i, jm]) / (2 * dx)
    # ghost cell y-gradients are reflections
    for i in range(N):
        f_dy[i, 0] = -f_dy[i, 1]
        f_dy[i, Ny - 1] = -f_dy[i, Ny - 2]


@alpyna.jit
def addSourceTerm(Mass, Momy, Energy, g, dt, N, Ny):
    for i in range(N):
        for j in range(Ny):
            Energy[i, j] += dt * Momy[i, j] * g
            Momy[i, j] += dt * Mass[i, j] * g


@alpyna.jit
def main(Mass, Momx, Momy, Energy, N, Ny, tEnd, dx, vol, gamma, g):
    courant_fac = 0.4
    t = 0.0
    tOut = 0.1
    rho = np.zeros((N, Ny))
    vx = np.zeros((N, Ny))
    vy = np.zeros((N, Ny))
    P = np.zeros((N, Ny))

    # work arrays
    rho_dx = np.zeros((N, Ny))
    rho_dy = np.zeros((N, Ny))
    vx_dx = np.zeros((N, Ny))
    vx_dy = np.zeros((N, Ny))
    vy_dx = np.zeros((N, Ny))
    vy_dy = np.zeros((N, Ny))
    P_dx = np.zeros((N, Ny))
    P_dy = np.zeros((N, Ny))
    rho_p = np.zeros((N, Ny))
    vx_p = np.zeros((N, Ny))
    vy_p = np.zeros((N, Ny))
    P_p = np.zeros((N, Ny))
    fMX = np.zeros((N, Ny))
    fPX = np.zeros((N, Ny))
    fQX = np.zeros((N, Ny))
    fEX = np.zeros((N, Ny))
    fMY = np.zeros((N, Ny))
    fPY = np.zeros((N, Ny))
    fQY = np.zeros((N, Ny))
    fEY = np.zeros((N, Ny))

    outputCount = 1
    steps = 0
    while t < tEnd:
        getPrimitive(Mass, Momx, Momy, Energy, gamma, vol, rho, vx, vy, P, N, Ny)

        # CFL time step
        dt = 1e30
        for i in range(N):
            for j in range(Ny):
                dt_ij = courant_fac * dx / (np.sqrt(gamma * P[i, j] / rho[i, j]) + np.sqrt(vx[i, j]**2 + vy[i, j]**2))
                if dt_ij < dt:
                    dt = dt_ij
        if t + dt > outputCount * tOut:
            dt = outputCount * tOut - t
            outputCount += 1

        # add source (half-step) and get the primitive variables again
        addSourceTerm(Mass, Momy, Energy, g, dt / 2, N, Ny)
        getPrimitive(Mass, Momx, Momy, Energy, gamma, vol, rho, vx, vy, P, N, Ny)

        getGradient(rho, dx, rho_dx, rho_dy, N, Ny)
        getGradient(vx, dx, vx_dx, vx_dy, N, Ny)
        getGradient(vy, dx, vy_dx, vy_dy, N, Ny)
        getGradient(P, dx, P_dx, P_dy, N, Ny)

        # extrapolate half-step in time
        for i in range(N):
            for j in range(Ny):
                rho_p[i, j] = rho[i, j] - 0.5 * dt * (vx[i, j] * rho_dx[i, j] + rho[i, j] * vx_dx[i, j] + vy[i, j] * rho_dy[i, j] + rho[i, j] * vy_dy[i, j])
                vx_p[i, j] = vx[i, j] - 0.5 * dt * (vx[i, j] * vx_dx[i, j] + vy[i, j] * vx_dy[i, j] + (1 / rho[i, j]) * P_dx[i, j])
                vy_p[i, j] = vy[i, j] - 0.5 * dt * (vx[i, j] * vy_dx[i, j] + vy[i, j] * vy_dy[i, j] + (1 / rho[i, j]) * P_dy[i, j])
                P_p[i, j] = P[i, j] - 0.5 * dt * (gamma * P[i, j] * (vx_dx[i, j] + vy_dy[i, j]) + vx[i, j] * P_dx[i, j] + vy[i, j] * P_dy[i, j])

        # fluxes on the x faces (between i and i+1) and the y faces (between j and j+1)
        for i in range(N):
            for j in range(Ny):
                ip = (i + 1) % N
                # left state: cell ip extrapolated to its left face; right state: cell i to its right face
                rho_L = rho_p[ip, j] - rho_dx[ip, j] * dx / 2
                vx_L = vx_p[ip, j] - vx_dx[ip, j] * dx / 2
                vy_L = vy_p[ip, j] - vy_dx[ip, j] * dx / 2
                P_L = P_p[ip, j] - P_dx[ip, j] * dx / 2
                rho_R = rho_p[i, j] + rho_dx[i, j] * dx / 2
                vx_R = vx_p[i, j] + vx_dx[i, j] * dx / 2
                vy_R = vy_p[i, j] + vy_dx[i, j] * dx / 2
                P_R = P_p[i, j] + P_dx[i, j] * dx / 2
                en_L = P_L / (gamma - 1) + 0.5 * rho_L * (vx_L**2 + vy_L**2)
                en_R = P_R / (gamma - 1) + 0.5 * rho_R * (vx_R**2 + vy_R**2)
                rho_star = 0.5 * (rho_L + rho_R)
                momx_star = 0.5 * (rho_L * vx_L + rho_R * vx_R)
                momy_star = 0.5 * (rho_L * vy_L + rho_R * vy_R)
                en_star = 0.5 * (en_L + en_R)
                P_star = (gamma - 1) * (en_star - 0.5 * (momx_star**2 + momy_star**2) / rho_star)
                C_L = np.sqrt(gamma * P_L / rho_L) + np.abs(vx_L)
                C_R = np.sqrt(gamma * P_R / rho_R) + np.abs(vx_R)
                C = max(C_L, C_R)
                fMX[i, j] = momx_star - C * 0.5 * (rho_L - rho_R)
                fPX[i, j] = momx_star**2 / rho_star + P_star - C * 0.5 * (rho_L * vx_L - rho_R * vx_R)
                fQX[i, j] = momx_star * momy_star / rho_star - C * 0.5 * (rho_L * vy_L - rho_R * vy_R)
                fEX[i, j] = (en_star + P_star) * momx_star / rho_star - C * 0.5 * (en_L - en_R)
        for i in range(N):
            for j in range(Ny):
                jp = (j + 1) % Ny
                rho_L = rho_p[i, jp] - rho_dy[i, jp] * dx / 2
                vx_L = vx_p[i, jp] - vx_dy[i, jp] * dx / 2
                vy_L = vy_p[i, jp] - vy_dy[i, jp] * dx / 2
                P_L = P_p[i, jp] - P_dy[i, jp] * dx / 2
                rho_R = rho_p[i, j] + rho_dy[i, j] * dx / 2
                vx_R = vx_p[i, j] + vx_dy[i, j] * dx / 2
                vy_R = vy_p[i, j] + vy_dy[i, j] * dx / 2
                P_R = P_p[i, j] + P_dy[i, j] * dx / 2
                en_L = P_L / (gamma - 1) + 0.5 * rho_L * (vx_L**2 + vy_L**2)
                en_R = P_R / (gamma - 1) + 0.5 * rho_R * (vx_R**2 + vy_R**2)
                rho_star = 0.5 * (rho_L + rho_R)
                momx_star = 0.5 * (rho_L * vx_L + rho_R * vx_R)
                momy_star = 0.5 * (rho_L * vy_L + rho_R * vy_R)
                en_star = 0.5 * (en_L + en_R)
                P_star = (gamma - 1) * (en_star - 0.5 * (momx_star**2 + momy_star**2) / rho_star)
                C_L = np.sqrt(gamma * P_L / rho_L) + np.abs(vy_L)
                C_R = np.sqrt(gamma * P_R / rho_R) + np.abs(vy_R)
                C = max(C_L, C_R)
                fMY[i, j] = momy_star - C * 0.5 * (rho_L - rho_R)
                fPY[i, j] = momx_star * momy_star / rho_star - C * 0.5 * (rho_L * vx_L - rho_R * vx_R)
                fQY[i, j] = momy_star**2 / rho_star + P_star - C * 0.5 * (rho_L * vy_L - rho_R * vy_R)
                fEY[i, j] = (en_star + P_star) * momy_star / rho_star - C * 0.5 * (en_L - en_R)

        # update solution
        for i in range(N):
            for j in range(Ny):
                im = (i - 1) % N
                jm = (j - 1) % Ny
                Mass[i, j] += dt * dx * (fMX[im, j] - fMX[i, j] + fMY[i, jm] - fMY[i, j])
                Momx[i, j] += dt * dx * (fPX[im, j] - fPX[i, j] + fPY[i, jm] - fPY[i, j])
                Momy[i, j] += dt * dx * (fQX[im, j] - fQX[i, j] + fQY[i, jm] - fQY[i, j])
                Energy[i, j] += dt * dx * (fEX[im, j] - fEX[i, j] + fEY[i, jm] - fEY[i, j])

        # add source (half-step)
        addSourceTerm(Mass, Momy, Energy, g, dt / 2, N, Ny)

        t += dt
        steps += 1

    return Mass, Momx, Momy, Energy, steps, t


N = int(sys.argv[1]) if len(sys.argv) > 1 else 16
tEnd = float(sys.argv[2]) if len(sys.argv) > 2 else 0.5
boxsizeX = 0.5
boxsizeY = 1.5
gamma = 1.4
dx = boxsizeX / N
vol = dx**2
xlin = np.linspace(0.5 * dx, boxsizeX - 0.5 * dx, N)
ylin = np.linspace(0.5 * dx, boxsizeY - 0.5 * dx, 3 * N)
Y, X = np.meshgrid(ylin, xlin)
g = -0.1
w0 = 0.0025
P0 = 2.5
rho = 1.0 + (Y > 0.75)
vx = np.zeros(X.shape)
vy = w0 * (1 - np.cos(4 * np.pi * X)) * (1 - np.cos(4 * np.pi * Y / 3))
P = P0 + g * (Y - 0.75) * rho
rho = np.hstack((rho[:, 0:1], rho, rho[:, -1:]))
vx = np.hstack((vx[:, 0:1], vx, vx[:, -1:]))
vy = np.hstack((vy[:, 0:1], vy, vy[:, -1:]))
P = np.hstack((P[:, 0:1], P, P[:, -1:]))
Mass = rho * vol
Momx = rho * vx * vol
Momy = rho * vy * vol
Energy = (P / (gamma - 1) + 0.5 * rho * (vx**2 + vy**2)) * vol
Ny = 3 * N + 2
Mass, Momx, Momy, Energy, steps, t = main(Mass, Momx, Momy, Energy, N, Ny, tEnd, dx, vol, gamma, g)
print("steps", steps, "t", repr(t))
for F in (Mass, Momx, Momy, Energy):
    print(repr(float(F.sum())), repr(float(np.abs(F).sum())), repr(float(F[N // 3, N])))
print(Momy[N // 2, N:N + 3])
