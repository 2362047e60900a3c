# test-args: 21
# Port of CFDPython's Step 5, 2-D linear convection (lessons/07_Step_5.ipynb of
# github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3;
# the same two codes are timed in lessons/06_Array_Operations_with_NumPy.ipynb). The
# notebook gives the update twice, as nested loops and as array slices; each top-level
# time loop is the body of a @alpyna.jit function. The loop version keeps the notebook's
# indentation: the four boundary assignments sit inside the i loop, so they run after
# every point. Plotting is replaced by checksums. nx = ny = 41 (the notebook's 81 takes
# CPython several seconds in the loop version); an optional argument sets both.
import sys

import numpy

import alpyna


@alpyna.jit
def convection_loops(u, nt, c, dt, dx, dy):
    for n in range(nt + 1): ##loop across number of time steps
        un = u.copy()
        row, col = u.shape
        for j in range(1, row):
            for i in range(1, col):
                u[j, i] = (un[j, i] - (c * dt / dx * (un[j, i] - un[j, i - 1])) -
                                      (c * dt / dy * (un[j, i] - un[j - 1, i])))
                u[0, :] = 1
                u[-1, :] = 1
                u[:, 0] = 1
                u[:, -1] = 1
    return u


@alpyna.jit
def convection_arrays(u, nt, c, dt, dx, dy):
    for n in range(nt + 1): ##loop across number of time steps
        un = u.copy()
        u[1:, 1:] = (un[1:, 1:] - (c * dt / dx * (un[1:, 1:] - un[1:, :-1])) -
                                  (c * dt / dy * (un[1:, 1:] - un[:-1, 1:])))
        u[0, :] = 1
        u[-1, :] = 1
        u[:, 0] = 1
        u[:, -1] = 1
    return u


###variable declarations
nx = int(sys.argv[1]) if len(sys.argv) > 1 else 41
ny = nx
nt = 100
c = 1
dx = 2 / (nx - 1)
dy = 2 / (ny - 1)
sigma = .2
dt = sigma * dx

x = numpy.linspace(0, 2, nx)
y = numpy.linspace(0, 2, ny)

u = numpy.ones((ny, nx)) ##create a 1xn vector of 1's
un = numpy.ones((ny, nx)) ##

###Assign initial conditions

##set hat function I.C. : u(.5<=x<=1 && .5<=y<=1 ) is 2
u[int(.5 / dy):int(1 / dy + 1), int(.5 / dx):int(1 / dx + 1)] = 2

a = convection_loops(u.copy(), nt, c, dt, dx, dy)
b = convection_arrays(u.copy(), nt, c, dt, dx, dy)
for r in (a, b):
    print(repr(float(r.sum())), repr(float(r.max())), repr(float((r * r).sum())))
    print(r[ny // 2, nx // 3:nx // 3 + 4])
    print(r[1, 1], r[-2, -2], r[0, 5], r[-1, -1])
print(numpy.array_equal(a, b), repr(float(numpy.abs(a - b).max())))
