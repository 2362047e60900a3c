# test-args: 2
# Port of QuantEcon's "Job Search II: Search and Separation" lecture
# (QuantEcon/lecture-python.myst, lectures/mccall_model_with_separation.md at 0654b52,
# BSD-3-Clause): the utility `u(c, σ=2.0)` (`@njit`, one expression with a default), the
# `@jitclass(mccall_data)` class `McCallModel` whose method `update` loops over the wage
# grid and returns a tuple `(v_new, d_new)`, `solve_model` (`@njit`: a `while` calling
# the method, `max` of two errors), `compute_reservation_wage` (`@njit`,
# `np.searchsorted(v, h, side='right')`), the first pass comparing v and h, and the
# exercise's three sweeps over c, β and α that assign the jitclass's attributes
# (`mcm.c = c`). `BetaBinomial(n-1, a, b).pdf()` is quantecon's, copied in (scipy's
# binom and beta with math.comb and exact factorials, the parameters being integers).
# `from numba import njit, float64` and `from numba.experimental import jitclass`
# become `import alpyna`; `@njit` and `@jitclass(...)` become `@alpyna.jit`. matplotlib
# is stripped; the figures become printed arrays. Size: the exercise's grid_size = 25;
# here an argument (default 25), the tests use 2.
import sys
import math

import numpy as np

import alpyna

grid_arg = int(sys.argv[1]) if len(sys.argv) > 1 else 25


def binom(n, k):
    return np.array([float(math.comb(n, int(kk))) for kk in k])


def beta(x, y):
    x = np.asarray(x)
    y = np.asarray(y)
    return np.array([math.factorial(a - 1) * math.factorial(b - 1) / math.factorial(a + b - 1)
                     for a, b in zip(x.ravel().tolist(), y.ravel().tolist())]).reshape(x.shape)


class BetaBinomial:
    def __init__(self, n, a, b):
        self.n = n
        self.a = a
        self.b = b

    def pdf(self):
        n, a, b = self.n, self.a, self.b
        k = np.arange(n + 1)
        probs = binom(n, k) * beta(k + a, n - k + b) / beta(a, b)
        return probs


@alpyna.jit
def u(c, σ=2.0):
    return (c**(1 - σ) - 1) / (1 - σ)


n = 60                                  # n possible outcomes for w
w_default = np.linspace(10, 20, n)      # wages between 10 and 20
a, b = 600, 400                         # shape parameters
dist = BetaBinomial(n-1, a, b)
q_default = dist.pdf()
print("q", q_default[28:31], repr(q_default.sum()))

mccall_data = [
    ('α', 'float64'),      # job separation rate
    ('β', 'float64'),      # discount factor
    ('c', 'float64'),      # unemployment compensation
    ('w', 'float64[:]'),   # list of wage values
    ('q', 'float64[:]')    # pmf of random variable w
]


@alpyna.jit
class McCallModel:
    """
    Stores the parameters and functions associated with a given model.
    """

    def __init__(self, α=0.2, β=0.98, c=6.0, w=w_default, q=q_default):

        self.α, self.β, self.c, self.w, self.q = α, β, c, w, q


    def update(self, v, d):

        α, β, c, w, q = self.α, self.β, self.c, self.w, self.q

        v_new = np.empty_like(v)

        for i in range(len(w)):
            v_new[i] = u(w[i]) + β * ((1 - α) * v[i] + α * d)

        d_new = np.sum(np.maximum(v, u(c) + β * d) * q)

        return v_new, d_new


@alpyna.jit
def solve_model(mcm, tol=1e-5, max_iter=2000):
    """
    Iterates to convergence on the Bellman equations

    * mcm is an instance of McCallModel
    """

    v = np.ones_like(mcm.w)    # Initial guess of v
    d = 1                      # Initial guess of d
    i = 0
    error = tol + 1

    while error > tol and i < max_iter:
        v_new, d_new = mcm.update(v, d)
        error_1 = np.max(np.abs(v_new - v))
        error_2 = np.abs(d_new - d)
        error = max(error_1, error_2)
        v = v_new
        d = d_new
        i += 1

    return v, d


mcm = McCallModel()
v, d = solve_model(mcm)
h = u(mcm.c) + mcm.β * d
print("v", v[:3], repr(v.sum()))
print("h", repr(h))


@alpyna.jit
def compute_reservation_wage(mcm):
    """
    Computes the reservation wage of an instance of the McCall model
    by finding the smallest w such that v(w) >= h.

    If no such w exists, then w_bar is set to np.inf.
    """

    v, d = solve_model(mcm)
    h = u(mcm.c) + mcm.β * d

    i = np.searchsorted(v, h, side='right')
    w_bar = mcm.w[i]

    return w_bar


print("reservation wage", repr(compute_reservation_wage(mcm)))

grid_size = grid_arg
c_vals = np.linspace(2, 12, grid_size)         # unemployment compensation
beta_vals = np.linspace(0.8, 0.99, grid_size)  # discount factors
alpha_vals = np.linspace(0.05, 0.5, grid_size) # separation rate

mcm = McCallModel()

w_bar_vals = np.empty_like(c_vals)

for i, c in enumerate(c_vals):
    mcm.c = c
    w_bar = compute_reservation_wage(mcm)
    w_bar_vals[i] = w_bar
print("w_bar(c)", w_bar_vals)

for i, β in enumerate(beta_vals):
    mcm.β = β
    w_bar = compute_reservation_wage(mcm)
    w_bar_vals[i] = w_bar
print("w_bar(β)", w_bar_vals)

for i, α in enumerate(alpha_vals):
    mcm.α = α
    w_bar = compute_reservation_wage(mcm)
    w_bar_vals[i] = w_bar
print("w_bar(α)", w_bar_vals)
