# Port of CFDPython's Step 2, 1-D nonlinear convection (lessons/02_Step_2.ipynb of
# github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3).
# The notebook's top-level time loop is the body of nonlinearconv (@alpyna.jit), as
# written: `un = u.copy()` per step, then the i loop from 1. Plotting is replaced by
# checksums. An optional argument scales nx (the notebook's 41) for timing runs.
import sys

import numpy

import alpyna


@alpyna.jit
def nonlinearconv(u, nt, nx, dt, dx):
    un = numpy.ones(nx)  # initialize our placeholder array un, to hold the time-stepped solution
    for n in range(nt):  # iterate through time
        un = u.copy()  # copy the existing values of u into un
        for i in range(1, nx):  # now we'll iterate through the u array

         ###This is the line from Step 1, copied exactly.  Edit it for our new equation.
         ###then uncomment it and run the cell to evaluate Step 2

         ###u[i] = un[i] - c * dt / dx * (un[i] - un[i-1])

            u[i] = un[i] - un[i] * dt / dx * (un[i] - un[i - 1])
    return u


nx = int(sys.argv[1]) if len(sys.argv) > 1 else 41
dx = 2 / (nx - 1)
nt = 20  # nt is the number of timesteps we want to calculate
dt = .025  # dt is the amount of time each timestep covers (delta t)

u = numpy.ones(nx)  # as before, we initialize u with every value equal to 1.
u[int(.5 / dx):int(1 / dx + 1)] = 2  # then set u = 2 between 0.5 and 1 as per our I.C.s

r = nonlinearconv(u.copy(), nt, nx, dt, dx)
print(repr(float(r.sum())), repr(float(r.max())), repr(float(r.min())))
print(r[:6])
print(r[nx // 4], r[nx // 2], r[-1])
