# Port of CFDPython's Step 10, 2-D Poisson equation (lessons/13_Step_10.ipynb of
# github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3).
# The notebook's top-level pseudo-time loop is the body of poisson (@alpyna.jit) as
# written: `pd = p.copy()`, one array-slice step with the source b, boundary rows and
# columns set to 0 through `ny-1` and `nx-1`. Plotting is replaced by checksums.
# nx = ny = 50, nt = 100 as in the notebook; an optional argument sets nx = ny.
import sys

import numpy

import alpyna


@alpyna.jit
def poisson(p, b, nt, nx, ny, dx, dy):
    for it in range(nt):

        pd = p.copy()

        p[1:-1,1:-1] = (((pd[1:-1, 2:] + pd[1:-1, :-2]) * dy**2 +
                        (pd[2:, 1:-1] + pd[:-2, 1:-1]) * dx**2 -
                        b[1:-1, 1:-1] * dx**2 * dy**2) /
                        (2 * (dx**2 + dy**2)))

        p[0, :] = 0
        p[ny-1, :] = 0
        p[:, 0] = 0
        p[:, nx-1] = 0
    return p


# Parameters
nx = int(sys.argv[1]) if len(sys.argv) > 1 else 50
ny = nx
nt  = 100
xmin = 0
xmax = 2
ymin = 0
ymax = 1

dx = (xmax - xmin) / (nx - 1)
dy = (ymax - ymin) / (ny - 1)

# Initialization
p  = numpy.zeros((ny, nx))
pd = numpy.zeros((ny, nx))
b  = numpy.zeros((ny, nx))
x  = numpy.linspace(xmin, xmax, nx)
y  = numpy.linspace(xmin, xmax, ny)

# Source
b[int(ny / 4), int(nx / 4)]  = 100
b[int(3 * ny / 4), int(3 * nx / 4)] = -100

p = poisson(p, b, nt, nx, ny, dx, dy)
print(repr(float(p.sum())), repr(float(numpy.abs(p).sum())), repr(float(p.max())), repr(float(p.min())))
print(p[int(ny / 4), int(nx / 4) - 2:int(nx / 4) + 3])
print(p[int(3 * ny / 4), int(3 * nx / 4)], p[1, 1], p[ny // 2, nx // 2])
