# A jit function given the function it calls (an ODE integrator and its
# right-hand side, as pyccel-benchmarks and Burkardt's codes spell them):
# each call runs the nest built for the function passed, inlined as a
# direct call would be. Arguments that are array expressions
# (y[i, :] + dt * k1[:]) are new arrays the callee reads by element.
import numpy as np
import alpyna


def decay(t, y, out):
    out[0] = -0.5 * y[0] + 0.1 * y[1]
    out[1] = -0.2 * y[1] + np.sin(t) * 0.01


@alpyna.jit
def oscillator(t, y, out):
    out[0] = y[1]
    out[1] = -y[0] - 0.1 * y[1] ** 2


def forcing(t, y, out):
    out[0] = np.cos(t)  # reads no element of y


@alpyna.jit
def rk2(f, t0, dt, y, n):
    m = y.shape[1]
    k1 = np.zeros(m)
    k2 = np.zeros(m)
    for i in range(n):
        t = t0 + i * dt
        f(t, y[i, :], k1[:])
        f(t + dt, y[i, :] + dt * k1[:], k2)
        y[i + 1, :] = y[i, :] + 0.5 * dt * (k1[:] + k2[:])


@alpyna.jit
def euler(rhs, dt, y, n, scale=1.0):
    m = len(y[0])
    k = np.zeros(m)
    for i in range(n):
        rhs(i * dt, y[i], k)
        for j in range(m):
            y[i + 1, j] = y[i, j] + scale * dt * k[j]


@alpyna.jit
def apply_twice(f, g, x, out):
    # two function parameters, one called in an inner loop
    for i in range(x.shape[0]):
        f(0.0, x[i], out[i])
        for j in range(2):
            g(1.0, out[i] * 0.5 + x[i], out[i])


def run(name, y):
    print(name, repr(float(y.sum())), repr(float(y[-1, 0])), repr(float(y[-1, -1])))


n = 400
for f in (decay, oscillator, forcing):
    y = np.zeros((n + 1, 2))
    y[0, :] = [1.0, 0.5]
    rk2(f, 0.0, 0.01, y, n)
    run("rk2 " + f.__name__, y)

y = np.zeros((n + 1, 2))
y[0] = [1.0, -1.0]
euler(rhs=oscillator, dt=0.02, y=y, n=n)
run("euler kw", y)
euler(decay, 0.02, y, n, 2.0)
run("euler scale", y)

# a lambda: no module function to inline, the interpreter runs the nest
y = np.zeros((n + 1, 2))
y[0] = [0.25, 0.75]
euler(lambda t, y, out: oscillator(t, y, out), 0.01, y, n)
run("euler lambda", y)

x = np.linspace(0.0, 1.0, 12).reshape(6, 2)
out = np.zeros((6, 2))
apply_twice(decay, oscillator, x, out)
print("twice", repr(float(out.sum())), out[2])
apply_twice(oscillator, decay, x, out)
print("twice swapped", repr(float(out.sum())), out[5])

# operands of different lengths: NumPy raises where the sum is made
@alpyna.jit
def mismatch(f, y, k, out, n):
    for i in range(n):
        f(0.0, y[i, :] + k[:], out[i])


y = np.ones((5, 3))
out = np.zeros((5, 2))
mismatch(decay, y, np.full(3, 0.5), out, 5)
print("same lengths", out[4])
try:
    mismatch(decay, y, np.zeros(2), out, 5)
except ValueError as e:
    print("ValueError", e)
