# Port of CFDPython's CFL Condition lesson (lessons/03_CFL_Condition.ipynb of
# github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3).
# The notebook already writes the whole simulation as a function, linearconv(nx), with
# its own grid, time step and initial condition inside; it gets @alpyna.jit and returns u
# instead of plotting it. The notebook calls it for nx = 41, 61, 71, 85 with dt fixed,
# then again with dt = sigma * dx; both versions are here.
import sys

import numpy

import alpyna


@alpyna.jit
def linearconv(nx):
    dx = 2 / (nx - 1)
    nt = 20    # nt is the number of timesteps we want to calculate
    dt = .025  # dt is the amount of time each timestep covers (delta t)
    c = 1

    u = numpy.ones(nx)  # defining a numpy array which is nx elements long with every value equal to 1.
    u[int(.5 / dx):int(1 / dx + 1)] = 2  # setting u = 2 between 0.5 and 1 as per our I.C.s

    un = numpy.ones(nx)  # initializing our placeholder array, un, to hold the values we calculate for the n+1 timestep

    for n in range(nt):  # iterate through time
        un = u.copy()  # copy the existing values of u into un
        for i in range(1, nx):
            u[i] = un[i] - c * dt / dx * (un[i] - un[i - 1])

    return u


@alpyna.jit
def linearconv_cfl(nx):
    dx = 2 / (nx - 1)
    nt = 20    # nt is the number of timesteps we want to calculate
    c = 1
    sigma = .5

    dt = sigma * dx

    u = numpy.ones(nx)
    u[int(.5 / dx):int(1 / dx + 1)] = 2

    un = numpy.ones(nx)

    for n in range(nt):  # iterate through time
        un = u.copy()  # copy the existing values of u into un
        for i in range(1, nx):
            u[i] = un[i] - c * dt / dx * (un[i] - un[i - 1])

    return u


sizes = [41, 61, 71, 85]
if len(sys.argv) > 1:
    sizes = [int(sys.argv[1])]
for nx in sizes:
    u = linearconv(nx)
    # nx = 85 blows up: the notebook's point; repr keeps every digit of the large values
    print(nx, repr(float(u.sum())), repr(float(numpy.abs(u).max())), u[nx // 3])
for nx in sizes + [121]:
    u = linearconv_cfl(nx)
    print(nx, repr(float(u.sum())), repr(float(u.max())), u[nx // 3])
