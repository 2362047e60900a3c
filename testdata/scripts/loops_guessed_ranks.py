# Nests whose text does not show which names are arrays, or how many axes
# they have: the arrays are parameters used whole (`vel += acc * dt`),
# passed to a helper that updates them in place, or stored into a column.
# Each call runs the nest built for the ranks of the arrays it passes.
import math

import numpy as np
import alpyna


@alpyna.jit
def leapfrog(pos, vel, acc, dt, nt):
    for i in range(nt):
        vel += acc * dt / 2.0
        pos += vel * dt
        vel += acc * dt / 2.0


def update(pos, vel, force, acc, mass, dt):
    rmass = 1.0 / mass
    pos += vel * dt + 0.5 * acc * dt * dt
    vel += 0.5 * dt * (force * rmass + acc)
    acc[:] = force * rmass


@alpyna.jit
def md(pos, vel, force, acc, steps, dt):
    for _ in range(steps):
        update(pos, vel, force, acc, 1.0, dt)
        for i in range(pos.shape[1]):
            for d in range(pos.shape[0]):
                force[d, i] = -pos[d, i] * (1.0 + 0.1 * d)


@alpyna.jit
def boundary(p, y, nt):
    # y is a column the caller passes: p[:, -1] = y broadcasts it down
    for k in range(nt):
        p[:, -1] = y
        for i in range(1, p.shape[0] - 1):
            p[i, 0] = 0.5 * (p[i - 1, 1] + p[i + 1, 1])


pos = np.zeros((100, 3))
vel = np.ones((100, 3))
acc = np.full((100, 3), 0.5)
leapfrog(pos, vel, acc, 0.1, 10)
print("leapfrog 2-D", repr(float(pos.sum())), repr(float(vel.sum())))

# the same function given 1-D arrays, then scalars: each call its own nest
p1, v1 = np.zeros(50), np.linspace(0.0, 1.0, 50)
leapfrog(p1, v1, np.full(50, -0.25), 0.05, 40)
print("leapfrog 1-D", repr(float(p1.sum())), repr(float(v1.sum())), p1[:3])
print("leapfrog scalars", leapfrog(1.0, 2.0, 0.5, 0.1, 10))

pos = np.linspace(0.0, 1.0, 30).reshape(3, 10)
vel = np.zeros((3, 10))
force = np.zeros((3, 10))
acc = np.zeros((3, 10))
md(pos, vel, force, acc, 400, 0.01)
print("md", repr(float(pos.sum())), repr(float(vel.sum())), repr(float(acc[2, 9])))

p = np.arange(40.0).reshape(8, 5)
boundary(p, np.linspace(-1.0, 1.0, 8), 3)
print("boundary", repr(float(p.sum())), p[:, -1], p[:, 0])


@alpyna.jit
def headings(theta, x, r):
    # two names for one array (activematter.py): one array to the nest
    mean_theta = theta
    n = x.shape[0]
    for b in range(n):
        sx = 0.0
        sy = 0.0
        for c in range(n):
            if abs(x[c] - x[b]) < r:
                sx += math.cos(theta[c])
                sy += math.sin(theta[c])
        mean_theta[b] = math.atan2(sy, sx) if sx != 0.0 else theta[b]


xs = np.linspace(0.0, 1.0, 120)
th = np.cos(7.0 * xs)
headings(th, xs, 0.05)
print("headings", repr(float(th.sum())), th[:3])
