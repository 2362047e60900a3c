# Port of CFDPython's Step 7, 2-D diffusion (lessons/09_Step_7.ipynb of
# github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3).
# The notebook's own function diffuse(nt) gets @alpyna.jit as written: it reads and
# writes the module-level array u and reads the module-level nu, dt, dx, dy, resets the
# hat, then runs nt + 1 array-slice steps with the boundary assignments after each.
# The notebook calls it with nt = 10, 14 and 50 and plots u; here each call prints
# checksums. nx = ny = 31 as in the notebook; an optional argument sets both.
import sys

import numpy

import alpyna

###variable declarations
nx = int(sys.argv[1]) if len(sys.argv) > 1 else 31
ny = nx
nt = 17
nu = .05
dx = 2 / (nx - 1)
dy = 2 / (ny - 1)
sigma = .25
dt = sigma * dx * dy / nu

x = numpy.linspace(0, 2, nx)
y = numpy.linspace(0, 2, ny)

u = numpy.ones((ny, nx))  # create a 1xn vector of 1's
un = numpy.ones((ny, nx))

###Assign initial conditions
# set hat function I.C. : u(.5<=x<=1 && .5<=y<=1 ) is 2
u[int(.5 / dy):int(1 / dy + 1),int(.5 / dx):int(1 / dx + 1)] = 2


###Run through nt timesteps
@alpyna.jit
def diffuse(nt):
    u[int(.5 / dy):int(1 / dy + 1),int(.5 / dx):int(1 / dx + 1)] = 2

    for n in range(nt + 1):
        un = u.copy()
        u[1:-1, 1:-1] = (un[1:-1,1:-1] +
                        nu * dt / dx**2 *
                        (un[1:-1, 2:] - 2 * un[1:-1, 1:-1] + un[1:-1, 0:-2]) +
                        nu * dt / dy**2 *
                        (un[2:,1: -1] - 2 * un[1:-1, 1:-1] + un[0:-2, 1:-1]))
        u[0, :] = 1
        u[-1, :] = 1
        u[:, 0] = 1
        u[:, -1] = 1


for steps in (10, 14, 50):
    diffuse(steps)
    print(steps, repr(float(u.sum())), repr(float(u.max())))
    print(u[ny // 2, nx // 3:nx // 3 + 4])
    print(u[1, 1], u[ny // 3, nx // 3])
