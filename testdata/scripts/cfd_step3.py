# Port of CFDPython's Step 3, 1-D diffusion (lessons/04_Step_3.ipynb of
# github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3).
# The notebook's top-level time loop is the body of diffusion (@alpyna.jit) as written:
# `un = u.copy()`, then the centred second difference for i in 1..nx-2. Plotting is
# replaced by checksums. An optional argument scales nx (the notebook's 41) for timing.
import sys

import numpy

import alpyna


@alpyna.jit
def diffusion(u, nt, nx, nu, dt, dx):
    un = numpy.ones(nx)  # our placeholder array, un, to advance the solution in time

    for n in range(nt):  # iterate through time
        un = u.copy()  ##copy the existing values of u into un
        for i in range(1, nx - 1):
            u[i] = un[i] + nu * dt / dx**2 * (un[i+1] - 2 * un[i] + un[i-1])
    return u


nx = int(sys.argv[1]) if len(sys.argv) > 1 else 41
dx = 2 / (nx - 1)
nt = 20    # the number of timesteps we want to calculate
nu = 0.3   # the value of viscosity
sigma = .2 # sigma is a parameter, we'll learn more about it later
dt = sigma * dx**2 / nu # dt is defined using sigma ... more later!

u = numpy.ones(nx)      # a numpy array with nx elements all equal to 1.
u[int(.5 / dx):int(1 / dx + 1)] = 2  # setting u = 2 between 0.5 and 1 as per our I.C.s

r = diffusion(u.copy(), nt, nx, nu, dt, dx)
print(repr(float(r.sum())), repr(float(r.max())))
print(r[:6])
print(r[nx // 4], r[nx // 2], r[-1])
