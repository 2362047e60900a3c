# test-args: 40 10
# Loop form of Philip Mocz's Vicsek flocking model (github.com/pmocz/activematter-python,
# activematter.py, (c) 2021 Philip Mocz, GPL-3.0): one time step as the explicit loops a
# scientist writes for Numba. The move and the periodic wrap are a loop over birds; the
# boolean neighbour mask and np.sum over it become an inner loop with an if; the angle
# update writes theta in place, as the original's `mean_theta = theta` alias does (so the
# bird loop carries a dependence). The headings use math.atan2, math.cos and math.sin
# (np.arctan2 of float64 is SVML's under NumPy 1.24 on AVX-512, see /tmp/hp finding 11).
# The random perturbations are drawn by np.random.rand(N, 1) in the time loop outside the
# jit function, as a Numba user passes them in. N = 500, Nt = 200 in the original; here
# N = 200, Nt = 50 (CPython ~2 s); optional arguments set N and Nt.
import math
import sys

import numpy as np

import alpyna


@alpyna.jit
def step(x, y, vx, vy, theta, noise, N, v0, eta, L, R, dt):
    # move and apply periodic BCs
    for b in range(N):
        x[b, 0] = (x[b, 0] + vx[b, 0] * dt) % L
        y[b, 0] = (y[b, 0] + vy[b, 0] * dt) % L

    # find mean angle of neighbors within R
    mean_theta = theta
    for b in range(N):
        sx = 0.0
        sy = 0.0
        for c in range(N):
            if (x[c, 0] - x[b, 0]) ** 2 + (y[c, 0] - y[b, 0]) ** 2 < R**2:
                sx += math.cos(theta[c, 0])
                sy += math.sin(theta[c, 0])
        mean_theta[b, 0] = math.atan2(sy, sx)

    # add random perturbations and update velocities
    for b in range(N):
        theta[b, 0] = mean_theta[b, 0] + eta * (noise[b, 0] - 0.5)
        vx[b, 0] = v0 * math.cos(theta[b, 0])
        vy[b, 0] = v0 * math.sin(theta[b, 0])


N = int(sys.argv[1]) if len(sys.argv) > 1 else 200
Nt = int(sys.argv[2]) if len(sys.argv) > 2 else 50
v0 = 1.0
eta = 0.5
L = 10
R = 1
dt = 0.2
np.random.seed(17)
x = np.random.rand(N, 1) * L
y = np.random.rand(N, 1) * L
theta = 2 * np.pi * np.random.rand(N, 1)
vx = v0 * np.cos(theta)
vy = v0 * np.sin(theta)

for i in range(Nt):
    noise = np.random.rand(N, 1)
    step(x, y, vx, vy, theta, noise, N, v0, eta, L, R, dt)

print(repr(float(x.sum())), repr(float(y.sum())), repr(float(theta.sum())))
print(repr(float(vx.sum())), repr(float(vy.sum())))
print(repr(float(np.sqrt(vx.mean()**2 + vy.mean()**2))))
print(x[:4, 0])
print(theta[-3:, 0])
