# test-args: 40 0.4
# Loop form of Philip Mocz's SPH toy star (github.com/pmocz/sph-python, sph.py, (c) 2020
# Philip Mocz, GPL-3.0): the broadcast N x N separation matrices and np.sum(..., 1)
# rewritten as the pairwise `for i / for j` loops a scientist writes for Numba, with the
# Gaussian kernel W and its gradient written out inside the loops (np.exp, np.sqrt on
# scalars), the density as a per-particle accumulator, and the leapfrog loop over
# particles. lmbda uses the closed forms gamma(7/2) = 15 sqrt(pi) / 8 and gamma(2) = 1 (the
# original calls scipy.special.gamma). N = 400, tEnd = 12 in the original; here N = 100,
# tEnd = 1 (CPython ~2 s); optional arguments set N and tEnd.
import math
import sys

import numpy as np

import alpyna


@alpyna.jit
def getDensity(r, pos, m, h, rho, M, N):
    for i in range(M):
        s = 0.0
        for j in range(N):
            dx = r[i, 0] - pos[j, 0]
            dy = r[i, 1] - pos[j, 1]
            dz = r[i, 2] - pos[j, 2]
            r2 = dx**2 + dy**2 + dz**2
            s += m * (1.0 / (h * np.sqrt(np.pi)))**3 * np.exp(-r2 / h**2)
        rho[i] = s


@alpyna.jit
def getAcc(pos, vel, acc, rho, P, m, h, k, n, lmbda, nu, N):
    getDensity(pos, pos, m, h, rho, N, N)
    for i in range(N):
        P[i] = k * rho[i]**(1 + 1 / n)
    for i in range(N):
        ax = 0.0
        ay = 0.0
        az = 0.0
        for j in range(N):
            dx = pos[i, 0] - pos[j, 0]
            dy = pos[i, 1] - pos[j, 1]
            dz = pos[i, 2] - pos[j, 2]
            r2 = dx**2 + dy**2 + dz**2
            w = -2 * np.exp(-r2 / h**2) / h**5 / (np.pi)**(3 / 2)
            f = m * (P[i] / rho[i]**2 + P[j] / rho[j]**2)
            ax -= f * w * dx
            ay -= f * w * dy
            az -= f * w * dz
        acc[i, 0] = ax - lmbda * pos[i, 0] - nu * vel[i, 0]
        acc[i, 1] = ay - lmbda * pos[i, 1] - nu * vel[i, 1]
        acc[i, 2] = az - lmbda * pos[i, 2] - nu * vel[i, 2]


@alpyna.jit
def simulate(pos, vel, acc, rho, P, m, h, k, n, lmbda, nu, N, dt, Nt):
    getAcc(pos, vel, acc, rho, P, m, h, k, n, lmbda, nu, N)
    for it in range(Nt):
        for i in range(N):
            for d in range(3):
                vel[i, d] += acc[i, d] * dt / 2
                pos[i, d] += vel[i, d] * dt
        getAcc(pos, vel, acc, rho, P, m, h, k, n, lmbda, nu, N)
        for i in range(N):
            for d in range(3):
                vel[i, d] += acc[i, d] * dt / 2


N = int(sys.argv[1]) if len(sys.argv) > 1 else 100
tEnd = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
dt = 0.04
M = 2
R = 0.75
h = 0.1
k = 0.1
n = 1
nu = 1
np.random.seed(42)
gamma_7_2 = 15 * math.sqrt(math.pi) / 8
gamma_2 = 1.0
lmbda = 2*k*(1+n)*np.pi**(-3/(2*n)) * (M*gamma_7_2/R**3/gamma_2)**(1/n) / R**2  # ~ 2.01
m = M/N
pos = np.random.randn(N,3)
vel = np.zeros(pos.shape)
acc = np.zeros(pos.shape)
rho = np.zeros(N)
P = np.zeros(N)
Nt = int(np.ceil(tEnd/dt))
simulate(pos, vel, acc, rho, P, m, h, k, n, lmbda, nu, N, dt, Nt)

rr = np.zeros((100,3))
rlin = np.linspace(0,1,100)
rr[:,0] = rlin
rho_radial = np.zeros(100)
getDensity(rr, pos, m, h, rho_radial, 100, N)
print(repr(lmbda))
print(repr(float(pos.sum())), repr(float(np.abs(vel).sum())), repr(float(rho.sum())), repr(float(rho.max())))
print(repr(float(rho_radial.sum())))
print(rho_radial[::20])
print(pos[:2])
