# Rows and whole arrays passed to a jit helper spelled with their slices,
# as pyccel-benchmarks' ODE integrators call their right-hand side
# (dydt(t[i], y[i, :], f1[:])): y[i, :] is the row y[i] and f1[:] all of
# f1, so the helper is inlined as for y[i] and f1.
import numpy as np
import alpyna


@alpyna.jit
def deriv(x, y, out):
    out[0] = -2.0 * (x - 0.3) / ((x - 0.3) ** 2 + 0.01) ** 2 + 0.5 * y[0]
    out[1] = y[0] - y[1] * x


@alpyna.jit
def euler(t, y, n, dt):
    f1 = np.zeros(2)
    for i in range(n):
        deriv(t[i], y[i, :], f1[:])
        y[i + 1, :] = y[i, :] + dt * f1[:]


@alpyna.jit
def midpoint(t, y, n, dt):
    f1 = np.zeros(2)
    y2 = np.zeros(2)
    for i in range(n):
        deriv(t[i], y[i, :], f1[:])
        y2[:] = y[i, :] + 0.5 * dt * f1[:]
        deriv(t[i] + 0.5 * dt, y2[:], f1[:])
        y[i + 1, :] = y[i, :] + dt * f1[:]


n = 400
t = np.linspace(0.0, 2.0, n + 1)
for method in (euler, midpoint):
    y = np.zeros((n + 1, 2))
    y[0, :] = [1.0, 0.5]
    method(t, y, n, 2.0 / n)
    print(method.__name__, repr(float(y[-1, 0])), repr(float(y[-1, 1])), repr(float(y.sum())))
