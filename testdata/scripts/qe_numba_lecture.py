# test-args: 20000 20000 60
# Port of QuantEcon's "Numba" lecture (QuantEcon/lecture-python-programming.myst,
# lectures/numba.md, BSD-3-Clause): the quadratic map `qm` (first as `qm_numba = jit(qm)`,
# then `@njit`), the Solow growth model as a `@jitclass`, the Monte Carlo estimate of pi
# with the standard library's `random.uniform`, and the two-state Markov chain
# `compute_series` with `jit(compute_series)`. `from numba import jit, njit` becomes
# `import alpyna`; `@jit`/`@njit` and `jit(f)` become `@alpyna.jit` and `alpyna.jit(f)`;
# `@jitclass(solow_data)` becomes `@alpyna.jit` on the class (the natural spelling; the
# spec list `solow_data` of numba types is kept as strings). `generate_sequence`'s
# path.append loop is kept. matplotlib and qe.tic/toc are stripped: the plots become
# printed elements and checksums. Sizes: the lecture's n = 10_000_000 (qm),
# 1_000_000 (pi, compute_series); here arguments (defaults 200000 200000 60), the
# tests use 20000.
import sys
import random
from random import uniform

import numpy as np

import alpyna

n_qm = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
n_mc = int(sys.argv[2]) if len(sys.argv) > 2 else 200000
T = int(sys.argv[3]) if len(sys.argv) > 3 else 60

np.random.seed(1234)
random.seed(1234)

α = 4.0


def qm(x0, n):
    x = np.empty(n+1)
    x[0] = x0
    for t in range(n):
      x[t+1] = α * x[t] * (1 - x[t])
    return x


x = qm(0.1, 250)
print(x[:5], x[-3:])

qm_numba = alpyna.jit(qm)
x = qm_numba(0.1, int(n_qm))
print(repr(x.sum()), repr(x[-1]))


@alpyna.jit
def qm(x0, n):
    x = np.empty(n+1)
    x[0] = x0
    for t in range(n):
        x[t+1] = 4 * x[t] * (1 - x[t])
    return x


print(qm(0.1, 10))

solow_data = [
    ('n', 'float64'),
    ('s', 'float64'),
    ('δ', 'float64'),
    ('α', 'float64'),
    ('z', 'float64'),
    ('k', 'float64')
]


@alpyna.jit
class Solow:
    r"""
    Implements the Solow growth model with the update rule

        k_{t+1} = [(s z k^α_t) + (1 - δ)k_t] /(1 + n)

    """
    def __init__(self, n=0.05,  # population growth rate
                       s=0.25,  # savings rate
                       δ=0.1,   # depreciation rate
                       α=0.3,   # share of labor
                       z=2.0,   # productivity
                       k=1.0):  # current capital stock

        self.n, self.s, self.δ, self.α, self.z = n, s, δ, α, z
        self.k = k

    def h(self):
        "Evaluate the h function"
        # Unpack parameters (get rid of self to simplify notation)
        n, s, δ, α, z = self.n, self.s, self.δ, self.α, self.z
        # Apply the update rule
        return (s * z * self.k**α + (1 - δ) * self.k) / (1 + n)

    def update(self):
        "Update the current state (i.e., the capital stock)."
        self.k =  self.h()

    def steady_state(self):
        "Compute the steady state value of capital."
        # Unpack parameters (get rid of self to simplify notation)
        n, s, δ, α, z = self.n, self.s, self.δ, self.α, self.z
        # Compute and return steady state
        return ((s * z) / (n + δ))**(1 / (1 - α))

    def generate_sequence(self, t):
        "Generate and return a time series of length t"
        path = []
        for i in range(t):
            path.append(self.k)
            self.update()
        return path


s1 = Solow()
s2 = Solow(k=8.0)
print("steady state", repr(s1.steady_state()))
for s in s1, s2:
    lb = f'capital series from initial state {s.k}'
    path = s.generate_sequence(T)
    print(lb, repr(path[0]), repr(path[1]), repr(path[-1]), repr(sum(path)))


@alpyna.jit
def calculate_pi(n=1_000_000):
    count = 0
    for i in range(n):
        u, v = uniform(0, 1), uniform(0, 1)
        d = np.sqrt((u - 0.5)**2 + (v - 0.5)**2)
        if d < 0.5:
            count += 1

    area_estimate = count / n
    return area_estimate * 4  # dividing by radius**2


print("pi estimate", calculate_pi(n_mc))

p, q = 0.1, 0.2  # Prob of leaving low and high state respectively


def compute_series(n):
    x = np.empty(n, dtype=np.int_)
    x[0] = 1  # Start in state 1
    U = np.random.uniform(0, 1, size=n)
    for t in range(1, n):
        current_x = x[t-1]
        if current_x == 0:
            x[t] = U[t] < p
        else:
            x[t] = U[t] > q
    return x


n = n_mc
x = compute_series(n)
print(np.mean(x == 0))  # Fraction of time x is in state 0

compute_series_numba = alpyna.jit(compute_series)
x = compute_series_numba(n)
print(np.mean(x == 0))
print(x[:20], x.sum())
