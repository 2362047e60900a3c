# Port of CFDPython's "Optimizing Loops with Numba" (lessons/14_Optimizing_Loops_with_Numba.ipynb
# of github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert Forsyth, CC-BY). The
# notebook times the Step 9 Laplace solver four ways: laplace2d (array slices), the
# nested-loop laplace2d_vanilla, and both again under Numba's @autojit. Here the two
# functions get @alpyna.jit in place of @autojit, as written: `pn[:] = p[:]`, the i, j
# loops bounded by `nx, ny = len(y), len(y)`, the corner points p[0,0] and p[-1,-1]
# (reading pn[-1,0] and pn[0,-1] through negative indices), the boundary slices, and
# the L1 change by np.sum/np.abs. The vanilla version keeps the notebook's
# `pn[i,j+1]-pn[i,j-1]` (a minus where Step 9 has a plus), so the two converge to
# different fields. The notebook calls each on the same p, already converged by the
# previous call; here each gets a fresh copy. nx = ny = 31 (the notebook's 81 takes CPython
# minutes in the vanilla version); an optional argument sets both.
import sys

import numpy as np

import alpyna

##variable declarations
nx = int(sys.argv[1]) if len(sys.argv) > 1 else 31
ny = nx
c = 1
dx = 2.0/(nx-1)
dy = 2.0/(ny-1)

##initial conditions
p = np.zeros((ny,nx)) ##create a XxY vector of 0's

##plotting aids
x = np.linspace(0,2,nx)
y = np.linspace(0,1,ny)

##boundary conditions
p[:,0] = 0		##p = 0 @ x = 0
p[:,-1] = y		##p = y @ x = 2
p[0,:] = p[1,:]		##dp/dy = 0 @ y = 0
p[-1,:] = p[-2,:]	##dp/dy = 0 @ y = 1


@alpyna.jit
def laplace2d(p, y, dx, dy, l1norm_target):
    l1norm = 1
    pn = np.empty_like(p)

    while l1norm > l1norm_target:
        pn[:] = p[:]
        p[1:-1,1:-1] = (dy**2*(pn[2:,1:-1]+pn[0:-2,1:-1])+dx**2*(pn[1:-1,2:]+pn[1:-1,0:-2]))/(2*(dx**2+dy**2))
        p[0,0] = (dy**2*(pn[1,0]+pn[-1,0])+dx**2*(pn[0,1]+pn[0,-1]))/(2*(dx**2+dy**2))
        p[-1,-1] = (dy**2*(pn[0,-1]+pn[-2,-1])+dx**2*(pn[-1,0]+pn[-1,-2]))/(2*(dx**2+dy**2))

        p[:,0] = 0		##p = 0 @ x = 0
        p[:,-1] = y		##p = y @ x = 2
        p[0,:] = p[1,:]		##dp/dy = 0 @ y = 0
        p[-1,:] = p[-2,:]	##dp/dy = 0 @ y = 1
        l1norm = (np.sum(np.abs(p[:])-np.abs(pn[:])))/np.sum(np.abs(pn[:]))

    return p


@alpyna.jit
def laplace2d_vanilla(p, y, dx, dy, l1norm_target):
    l1norm = 1
    pn = np.empty_like(p)
    nx, ny = len(y), len(y)

    while l1norm > l1norm_target:
        pn[:] = p[:]

        for i in range(1, nx-1):
            for j in range(1, ny-1):
                p[i,j] = (dy**2*(pn[i+1,j]+pn[i-1,j])+dx**2*(pn[i,j+1]-pn[i,j-1]))/(2*(dx**2+dy**2))

        p[0,0] = (dy**2*(pn[1,0]+pn[-1,0])+dx**2*(pn[0,1]+pn[0,-1]))/(2*(dx**2+dy**2))
        p[-1,-1] = (dy**2*(pn[0,-1]+pn[-2,-1])+dx**2*(pn[-1,0]+pn[-1,-2]))/(2*(dx**2+dy**2))

        p[:,0] = 0		##p = 0 @ x = 0
        p[:,-1] = y		##p = y @ x = 2
        p[0,:] = p[1,:]		##dp/dy = 0 @ y = 0
        p[-1,:] = p[-2,:]	##dp/dy = 0 @ y = 1
        l1norm = (np.sum(np.abs(p[:])-np.abs(pn[:])))/np.sum(np.abs(pn[:]))

    return p


for f in (laplace2d, laplace2d_vanilla):
    r = f(p.copy(), y, dx, dy, .00001)
    print(repr(float(r.sum())), repr(float(r.max())), repr(float(r.min())))
    print(r[ny // 2, :4])
    print(r[0, 0], r[-1, -1], r[ny // 3, nx // 2])
