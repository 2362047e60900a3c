# test-args: 16 0.1
# Loop form of Philip Mocz's Kelvin-Helmholtz finite volume solver
# (github.com/pmocz/finitevolume-python, finitevolume.py, (c) 2020 Philip Mocz, GPL-3.0):
# the whole-array step rewritten as the explicit `for i / for j` loops a scientist writes
# for Numba. np.roll becomes modular neighbour indices (ip = (i + 1) % N), getFlux's
# temporaries become per-face scalars, the X and Y faces get a loop each, the CFL time step
# is a min over a loop, and the primitive and conserved arrays are allocated once before
# the `while t < tEnd` loop. No slope limiter (the original's default). N = 128, tEnd = 2
# in the original; here N = 32, tEnd = 0.25 (CPython ~2 s); optional arguments set N and tEnd.
import sys

import numpy as np

import alpyna


@alpyna.jit
def getPrimitive(Mass, Momx, Momy, Energy, gamma, vol, rho, vx, vy, P, N):
    for i in range(N):
        for j in range(N):
            rho[i, j] = Mass[i, j] / vol
            vx[i, j] = Momx[i, j] / rho[i, j] / vol
            vy[i, j] = Momy[i, j] / rho[i, j] / vol
            P[i, j] = (Energy[i, j] / vol - 0.5 * rho[i, j] * (vx[i, j]**2 + vy[i, j]**2)) * (gamma - 1)


@alpyna.jit
def getGradient(f, dx, f_dx, f_dy, N):
    for i in range(N):
        for j in range(N):
            ip = (i + 1) % N
            im = (i - 1) % N
            jp = (j + 1) % N
            jm = (j - 1) % N
            f_dx[i, j] = (f[ip, j] - f[im, j]) / (2 * dx)
            f_dy[i, j] = (f[i, jp] - f[i, jm]) / (2 * dx)


@alpyna.jit
def main(N, tEnd):
    boxsize = 1.0
    gamma = 5 / 3
    courant_fac = 0.4
    t = 0.0
    tOut = 0.02

    dx = boxsize / N
    vol = dx**2
    xlin = np.linspace(0.5 * dx, boxsize - 0.5 * dx, N)
    Y, X = np.meshgrid(xlin, xlin)

    w0 = 0.1
    sigma = 0.05 / np.sqrt(2.0)
    rho = 1.0 + (np.abs(Y - 0.5) < 0.25)
    vx = -0.5 + (np.abs(Y - 0.5) < 0.25)
    vy = w0 * np.sin(4 * np.pi * X) * (np.exp(-((Y - 0.25) ** 2) / (2 * sigma**2)) + np.exp(-((Y - 0.75) ** 2) / (2 * sigma**2)))
    P = 2.5 * np.ones(X.shape)

    Mass = rho * vol
    Momx = rho * vx * vol
    Momy = rho * vy * vol
    Energy = (P / (gamma - 1) + 0.5 * rho * (vx**2 + vy**2)) * vol

    # work arrays
    rho_dx = np.zeros((N, N))
    rho_dy = np.zeros((N, N))
    vx_dx = np.zeros((N, N))
    vx_dy = np.zeros((N, N))
    vy_dx = np.zeros((N, N))
    vy_dy = np.zeros((N, N))
    P_dx = np.zeros((N, N))
    P_dy = np.zeros((N, N))
    rho_p = np.zeros((N, N))
    vx_p = np.zeros((N, N))
    vy_p = np.zeros((N, N))
    P_p = np.zeros((N, N))
    fMX = np.zeros((N, N))
    fPX = np.zeros((N, N))
    fQX = np.zeros((N, N))
    fEX = np.zeros((N, N))
    fMY = np.zeros((N, N))
    fPY = np.zeros((N, N))
    fQY = np.zeros((N, N))
    fEY = np.zeros((N, N))

    outputCount = 1
    steps = 0
    while t < tEnd:
        getPrimitive(Mass, Momx, Momy, Energy, gamma, vol, rho, vx, vy, P, N)

        # CFL time step
        dt = 1e30
        for i in range(N):
            for j in range(N):
                dt_ij = courant_fac * dx / (np.sqrt(gamma * P[i, j] / rho[i, j]) + np.sqrt(vx[i, j]**2 + vy[i, j]**2))
                if dt_ij < dt:
                    dt = dt_ij
        if t + dt > outputCount * tOut:
            dt = outputCount * tOut - t
            outputCount += 1

        getGradient(rho, dx, rho_dx, rho_dy, N)
        getGradient(vx, dx, vx_dx, vx_dy, N)
        getGradient(vy, dx, vy_dx, vy_dy, N)
        getGradient(P, dx, P_dx, P_dy, N)

        # extrapolate half-step in time
        for i in range(N):
            for j in range(N):
                rho_p[i, j] = rho[i, j] - 0.5 * dt * (vx[i, j] * rho_dx[i, j] + rho[i, j] * vx_dx[i, j] + vy[i, j] * rho_dy[i, j] + rho[i, j] * vy_dy[i, j])
                vx_p[i, j] = vx[i, j] - 0.5 * dt * (vx[i, j] * vx_dx[i, j] + vy[i, j] * vx_dy[i, j] + (1 / rho[i, j]) * P_dx[i, j])
                vy_p[i, j] = vy[i, j] - 0.5 * dt * (vx[i, j] * vy_dx[i, j] + vy[i, j] * vy_dy[i, j] + (1 / rho[i, j]) * P_dy[i, j])
                P_p[i, j] = P[i, j] - 0.5 * dt * (gamma * P[i, j] * (vx_dx[i, j] + vy_dy[i, j]) + vx[i, j] * P_dx[i, j] + vy[i, j] * P_dy[i, j])

        # fluxes on the x faces (between i and i+1) and the y faces (between j and j+1)
        for i in range(N):
            for j in range(N):
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
            for j in range(N):
                jp = (j + 1) % N
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
            for j in range(N):
                im = (i - 1) % N
                jm = (j - 1) % N
                Mass[i, j] += dt * dx * (fMX[im, j] - fMX[i, j] + fMY[i, jm] - fMY[i, j])
                Momx[i, j] += dt * dx * (fPX[im, j] - fPX[i, j] + fPY[i, jm] - fPY[i, j])
                Momy[i, j] += dt * dx * (fQX[im, j] - fQX[i, j] + fQY[i, jm] - fQY[i, j])
                Energy[i, j] += dt * dx * (fEX[im, j] - fEX[i, j] + fEY[i, jm] - fEY[i, j])

        t += dt
        steps += 1

    return Mass, Momx, Momy, Energy, steps, t


N = int(sys.argv[1]) if len(sys.argv) > 1 else 32
tEnd = float(sys.argv[2]) if len(sys.argv) > 2 else 0.25
Mass, Momx, Momy, Energy, steps, t = main(N, tEnd)
print("steps", steps, "t", repr(t))
for F in (Mass, Momx, Momy, Energy):
    print(repr(float(F.sum())), repr(float(np.abs(F).sum())), repr(float(F[N // 3, N // 2])))
print(Energy[N // 2, :3])
print(Momy[N // 4, N // 4:N // 4 + 3])
