# A time loop's clock started as an int (`t = 0`), as simulation scripts
# start it, then advanced by a float step: the nest holds it as a float,
# which compares and adds as the int does; after the nest it is the float
# last assigned, or still the int where no step ran.
import numpy as np
import alpyna


@alpyna.jit
def simulate(U, Unew, dt, t_end, t=0):
    N = U.shape[0]
    steps = 0
    while t < t_end:
        for i in range(N):
            Unew[i] = 0.5 * (U[(i - 1) % N] + U[(i + 1) % N])
        for i in range(N):
            U[i] = Unew[i]
        t += dt
        steps += 1
    return t, steps


@alpyna.jit
def clock_in_for(a, n, t0):
    t = t0
    for k in range(n):
        t = t + 0.25
        for i in range(a.shape[0]):
            a[i] += t
    return t


U = np.sin(np.linspace(0.0, 6.0, 64))
t, steps = simulate(U, np.zeros(64), 0.01, 2.0)
print(repr(t), type(t).__name__, steps, repr(float(U.sum())))

# no step runs: the clock stays the int it was
t, steps = simulate(U, np.zeros(64), 0.01, -1.0)
print(repr(t), type(t).__name__, steps)

# an int no float64 holds exactly: the interpreter runs the nest
t, steps = simulate(U, np.zeros(64), 1024.0, 2 ** 60 + 4096, 2 ** 60 + 1)
print(repr(t), type(t).__name__, steps)

a = np.zeros(8)
print(repr(clock_in_for(a, 4, 0)), a[:2])
print(repr(clock_in_for(a, 0, 7)), type(clock_in_for(a, 0, 7)).__name__)

# a numpy.float64 step: the clock is a numpy.float64 once a step ran
t, steps = simulate(U, np.zeros(64), np.float64(0.125), 1.0)
print(repr(t), type(t).__name__, steps)
