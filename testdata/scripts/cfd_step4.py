# Port of CFDPython's Step 4, 1-D Burgers' equation (lessons/05_Step_4.ipynb of
# github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3).
# The notebook builds the initial condition with SymPy (phi, its derivative, lambdify);
# SymPy is not in alpyna's subset, so ufunc is the lambdified expression written out as
# the notebook prints it (`from numpy import exp, pi` is what lambdify's NumPy namespace
# holds). The top-level time loop is the body of burgers (@alpyna.jit) as written: the i
# loop over the interior, then the periodic point u[0] from un[-2], and u[-1] = u[0].
# Plotting is replaced by checksums and the error against the analytical solution. An
# optional argument scales nx (the notebook's 101) for timing runs.
import sys

import numpy
from numpy import exp, pi

import alpyna


def ufunc(t, x, nu):
    return -2*nu*(-(-8*t + 2*x)*exp(-(-4*t + x)**2/(4*nu*(t + 1)))/(4*nu*(t + 1)) - (-8*t + 2*x - 4*pi)*exp(-(-4*t + x - 2*pi)**2/(4*nu*(t + 1)))/(4*nu*(t + 1)))/(exp(-(-4*t + x - 2*pi)**2/(4*nu*(t + 1))) + exp(-(-4*t + x)**2/(4*nu*(t + 1)))) + 4


@alpyna.jit
def burgers(u, nt, nx, nu, dt, dx):
    for n in range(nt):
        un = u.copy()
        for i in range(1, nx-1):
            u[i] = un[i] - un[i] * dt / dx *(un[i] - un[i-1]) + nu * dt / dx**2 *\
                    (un[i+1] - 2 * un[i] + un[i-1])
        u[0] = un[0] - un[0] * dt / dx * (un[0] - un[-2]) + nu * dt / dx**2 *\
                    (un[1] - 2 * un[0] + un[-2])
        u[-1] = u[0]
    return u


print(ufunc(1, 4, 3))

###variable declarations
nx = int(sys.argv[1]) if len(sys.argv) > 1 else 101
nt = 100
dx = 2 * numpy.pi / (nx - 1)
nu = .07
dt = dx * nu

x = numpy.linspace(0, 2 * numpy.pi, nx)
un = numpy.empty(nx)
t = 0

u = numpy.asarray([ufunc(t, x0, nu) for x0 in x])
print(repr(float(u.sum())), u[:3])

u = burgers(u, nt, nx, nu, dt, dx)

u_analytical = numpy.asarray([ufunc(nt * dt, xi, nu) for xi in x])
print(repr(float(u.sum())), repr(float(u.max())), repr(float(u.min())))
print(u[:4])
print(u[nx // 2], u[-1] == u[0])
print(repr(float(numpy.abs(u - u_analytical).max())))
