# Port of CFDPython's Step 1, 1-D linear convection (lessons/01_Step_1.ipynb of
# github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3).
# The notebook's time loop, written at top level there, is the body of linearconv, the
# function a user marks @alpyna.jit; variable names, loop order and `un = u.copy()` are
# the notebook's. Plotting is replaced by checksums. An optional argument scales nx
# (the notebook's 41) for timing runs.
import sys

import numpy

import alpyna


@alpyna.jit
def linearconv(u, nt, nx, dt, dx, c):
    un = numpy.ones(nx)  # initialize a temporary array
    for n in range(nt):  # loop for values of n from 0 to nt, so it will run nt times
        un = u.copy()  # copy the existing values of u into un
        for i in range(1, nx):  # you can try commenting this line and...
        # for i in range(nx):  # ... uncommenting this line and see what happens!
            u[i] = un[i] - c * dt / dx * (un[i] - un[i - 1])
    return u


nx = int(sys.argv[1]) if len(sys.argv) > 1 else 41  # try changing this number from 41 to 81 and Run All ... what happens?
dx = 2 / (nx - 1)
nt = 25  # nt is the number of timesteps we want to calculate
dt = .025  # dt is the amount of time each timestep covers (delta t)
c = 1  # assume wavespeed of c = 1

u = numpy.ones(nx)  # numpy function ones()
u[int(.5 / dx):int(1 / dx + 1)] = 2  # setting u = 2 between 0.5 and 1 as per our I.C.s

r = linearconv(u.copy(), nt, nx, dt, dx, c)
print(repr(float(r.sum())), repr(float(numpy.abs(r).max())))
print(r[:6])
print(r[nx // 4], r[nx // 2], r[-1])
