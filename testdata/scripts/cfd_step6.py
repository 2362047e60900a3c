# Port of CFDPython's Step 6, 2-D nonlinear convection (lessons/08_Step_6.ipynb of
# github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3).
# The notebook writes the update with array slices of u and v; its top-level time loop
# is the body of convection (@alpyna.jit) as written, boundary assignments after the
# update. Plotting is replaced by checksums. nx = ny = 101, nt = 80 as in the notebook;
# an optional argument sets nx = ny.
import sys

import numpy

import alpyna


@alpyna.jit
def convection(u, v, nt, c, dt, dx, dy):
    for n in range(nt + 1): ##loop across number of time steps
        un = u.copy()
        vn = v.copy()
        u[1:, 1:] = (un[1:, 1:] -
                     (un[1:, 1:] * c * dt / dx * (un[1:, 1:] - un[1:, :-1])) -
                      vn[1:, 1:] * c * dt / dy * (un[1:, 1:] - un[:-1, 1:]))
        v[1:, 1:] = (vn[1:, 1:] -
                     (un[1:, 1:] * c * dt / dx * (vn[1:, 1:] - vn[1:, :-1])) -
                     vn[1:, 1:] * c * dt / dy * (vn[1:, 1:] - vn[:-1, 1:]))

        u[0, :] = 1
        u[-1, :] = 1
        u[:, 0] = 1
        u[:, -1] = 1

        v[0, :] = 1
        v[-1, :] = 1
        v[:, 0] = 1
        v[:, -1] = 1
    return u, v


###variable declarations
nx = int(sys.argv[1]) if len(sys.argv) > 1 else 101
ny = nx
nt = 80
c = 1
dx = 2 / (nx - 1)
dy = 2 / (ny - 1)
sigma = .2
dt = sigma * dx

x = numpy.linspace(0, 2, nx)
y = numpy.linspace(0, 2, ny)

u = numpy.ones((ny, nx)) ##create a 1xn vector of 1's
v = numpy.ones((ny, nx))
un = numpy.ones((ny, nx))
vn = numpy.ones((ny, nx))

###Assign initial conditions
##set hat function I.C. : u(.5<=x<=1 && .5<=y<=1 ) is 2
u[int(.5 / dy):int(1 / dy + 1), int(.5 / dx):int(1 / dx + 1)] = 2
##set hat function I.C. : v(.5<=x<=1 && .5<=y<=1 ) is 2
v[int(.5 / dy):int(1 / dy + 1), int(.5 / dx):int(1 / dx + 1)] = 2

u, v = convection(u, v, nt, c, dt, dx, dy)
for r in (u, v):
    print(repr(float(r.sum())), repr(float(r.max())), repr(float(r.min())))
    print(r[ny // 2, nx // 2:nx // 2 + 4])
    print(r[1, 1], r[-2, -2], r[ny // 3, nx // 3])
