# Port of CFDPython's Step 9, 2-D Laplace equation (lessons/12_Step_9.ipynb of
# github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3).
# The notebook's laplace2d gets @alpyna.jit as written: a `while l1norm > l1norm_target`
# convergence loop around one array-slice Jacobi step, the boundary conditions (a column
# set from the array y, two rows copied from their neighbours) and the relative L1 change
# from numpy.sum and numpy.abs; l1norm starts as the int 1 and becomes a float. Plotting is
# replaced by checksums. nx = ny = 31 as in the notebook; an optional argument sets both.
import sys

import numpy

import alpyna


@alpyna.jit
def laplace2d(p, y, dx, dy, l1norm_target):
    l1norm = 1
    pn = numpy.empty_like(p)

    while l1norm > l1norm_target:
        pn = p.copy()
        p[1:-1, 1:-1] = ((dy**2 * (pn[1:-1, 2:] + pn[1:-1, 0:-2]) +
                         dx**2 * (pn[2:, 1:-1] + pn[0:-2, 1:-1])) /
                        (2 * (dx**2 + dy**2)))

        p[:, 0] = 0  # p = 0 @ x = 0
        p[:, -1] = y  # p = y @ x = 2
        p[0, :] = p[1, :]  # dp/dy = 0 @ y = 0
        p[-1, :] = p[-2, :]  # dp/dy = 0 @ y = 1
        l1norm = (numpy.sum(numpy.abs(p[:]) - numpy.abs(pn[:])) /
                numpy.sum(numpy.abs(pn[:])))

    return p


##variable declarations
nx = int(sys.argv[1]) if len(sys.argv) > 1 else 31
ny = nx
c = 1
dx = 2 / (nx - 1)
dy = 2 / (ny - 1)

##initial conditions
p = numpy.zeros((ny, nx))  # create a XxY vector of 0's

##plotting aids
x = numpy.linspace(0, 2, nx)
y = numpy.linspace(0, 1, ny)

##boundary conditions
p[:, 0] = 0  # p = 0 @ x = 0
p[:, -1] = y  # p = y @ x = 2
p[0, :] = p[1, :]  # dp/dy = 0 @ y = 0
p[-1, :] = p[-2, :]  # dp/dy = 0 @ y = 1

p = laplace2d(p, y, dx, dy, 1e-4)
print(repr(float(p.sum())), repr(float(p.max())))
print(p[ny // 2, :4])
print(p[ny // 2, nx // 2], p[1, -2], p[-1, nx // 3])
