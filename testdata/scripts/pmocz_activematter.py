# test-args: 40 10
# Port of Philip Mocz's "Create Your Own Active Matter Simulation (With Python)"
# (github.com/pmocz/activematter-python, activematter.py, (c) 2021 Philip Mocz, GPL-3.0):
# the Vicsek model of flocking birds. main gets @alpyna.jit as written: the time loop,
# periodic wrap by `x % L`, and the explicit `for b in range(N)` loop over birds that
# selects neighbours with a boolean mask and averages their angles with np.sum and
# np.arctan2 (`mean_theta = theta` aliases theta, as in the original, so each bird already
# sees the updated angles of the birds before it). matplotlib is stripped. N = 500, Nt = 200
# in the original; here N = 200, Nt = 50 (CPython ~1 s); optional arguments set N and Nt.
import sys

import numpy as np

import alpyna


@alpyna.jit
def main(N, Nt):
    """Finite Volume simulation"""

    # Simulation parameters
    v0 = 1.0  # velocity
    eta = 0.5  # random fluctuation in angle (in radians)
    L = 10  # size of box
    R = 1  # interaction radius
    dt = 0.2  # time step

    # Initialize
    np.random.seed(17)  # set the random number generator seed

    # bird positions
    x = np.random.rand(N, 1) * L
    y = np.random.rand(N, 1) * L

    # bird velocities
    theta = 2 * np.pi * np.random.rand(N, 1)
    vx = v0 * np.cos(theta)
    vy = v0 * np.sin(theta)

    # Simulation Main Loop
    for i in range(Nt):
        # move
        x += vx * dt
        y += vy * dt

        # apply periodic BCs
        x = x % L
        y = y % L

        # find mean angle of neighbors within R
        mean_theta = theta
        for b in range(N):
            neighbors = (x - x[b]) ** 2 + (y - y[b]) ** 2 < R**2
            sx = np.sum(np.cos(theta[neighbors]))
            sy = np.sum(np.sin(theta[neighbors]))
            mean_theta[b] = np.arctan2(sy, sx)

        # add random perturbations
        theta = mean_theta + eta * (np.random.rand(N, 1) - 0.5)

        # update velocities
        vx = v0 * np.cos(theta)
        vy = v0 * np.sin(theta)

    return x, y, vx, vy, theta


N = int(sys.argv[1]) if len(sys.argv) > 1 else 200
Nt = int(sys.argv[2]) if len(sys.argv) > 2 else 50
x, y, vx, vy, theta = main(N, Nt)
print(repr(float(x.sum())), repr(float(y.sum())), repr(float(theta.sum())))
print(repr(float(vx.sum())), repr(float(vy.sum())))
# order parameter of the flock
print(repr(float(np.sqrt(vx.mean()**2 + vy.mean()**2))))
print(x[:4, 0])
print(theta[-3:, 0])
