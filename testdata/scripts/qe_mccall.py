# test-args: 3 200 4
# Port of QuantEcon's "Job Search I: The McCall Search Model" lecture, its Numba version
# (QuantEcon/lecture-python.zh-cn, lectures/mccall_model.md at 0f3e233; the English
# lecture-python.myst has since moved it to JAX; BSD-3-Clause; the Chinese comments are
# translated back): the `@jitclass(mccall_data)` class `McCallModel` with the method
# `state_action_values` returning `np.array([accept, reject])`,
# `plot_value_function_seq`'s loop, `compute_reservation_wage` (`@jit`: a `while` whose
# counter `j` is also the inner `for j in range(n)` variable, as the lecture writes it,
# `np.max` of the method's array, `v[:] = v_next`), the comparative statics over a
# (c, β) grid, `compute_reservation_wage_two` (`@jit`, a scalar fixed point with
# `np.maximum(w / (1 - β), h)`), exercise 1 (`compute_stopping_time`: `@jit`,
# `np.random.seed(seed)` inside, `while True` with `qe.random.draw`;
# `compute_mean_stopping_time`: a loop over seeds) and exercise 2
# (`@jitclass McCallModelContinuous`, `compute_reservation_wage_continuous` with
# `np.mean(np.maximum(...))`). What the lecture imports from quantecon is copied in:
# `BetaBinomial(n, a, b).pdf()` (quantecon/distributions.py; scipy.special's binom and
# beta with math.comb and exact factorials, the parameters being integers) and
# `qe.random.draw` (its pure Python body). `from numba import jit, float64` and
# `from numba.experimental import jitclass` become `import alpyna`; `@jit` and
# `@jitclass(...)` become `@alpyna.jit`. matplotlib is stripped (plots and contours
# become printed values). Sizes: the lecture's grid_size = 25 and num_reps = 100000;
# here arguments grid_size num_reps n_c (defaults 6 2000 8: the number of c values of
# exercise 1, 25 in the lecture), the tests use 3 200 4.
import sys
import math

import numpy as np

import alpyna

grid_arg = int(sys.argv[1]) if len(sys.argv) > 1 else 6
reps_arg = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
nc_arg = int(sys.argv[3]) if len(sys.argv) > 3 else 8


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
def draw(cdf, size=None):
    if isinstance(size, int):
        rs = np.random.random(size)
        out = np.searchsorted(cdf, rs, side='right')
        return out
    else:
        r = np.random.random()
        return np.searchsorted(cdf, r, side='right')


n, a, b = 50, 200, 100                        # default parameters
q_default = BetaBinomial(n, a, b).pdf()       # default choice of q

w_min, w_max = 10, 60
w_default = np.linspace(w_min, w_max, n+1)
print("q", q_default[:3], repr(q_default.sum()), repr(q_default.max()))

mccall_data = [
    ('c', 'float64'),      # unemployment compensation
    ('β', 'float64'),      # discount factor
    ('w', 'float64[:]'),   # array of wage values, w[i] = wage at state i
    ('q', 'float64[:]')    # array of probabilities
]


@alpyna.jit
class McCallModel:

    def __init__(self, c=25, β=0.99, w=w_default, q=q_default):

        self.c, self.β = c, β
        self.w, self.q = w_default, q_default

    def state_action_values(self, i, v):
        """
        The values of state-action pairs.
        """
        # Simplify names
        c, β, w, q = self.c, self.β, self.w, self.q
        # Evaluate value for each state-action pair
        # Consider action = accept or reject the current offer
        accept = w[i] / (1 - β)
        reject = c + β * np.sum(v * q)

        return np.array([accept, reject])


def plot_value_function_seq(mcm, num_plots=6):
    """
    Plot a sequence of value functions.

        * mcm is an instance of McCallModel
    """

    n = len(mcm.w)
    v = mcm.w / (1 - mcm.β)
    v_next = np.empty_like(v)
    for i in range(num_plots):
        print(f"iterate {i}", v[:2], repr(v.sum()))
        # Update guess
        for j in range(n):
            v_next[j] = np.max(mcm.state_action_values(j, v))
        v[:] = v_next  # copy contents into v


mcm = McCallModel()
plot_value_function_seq(mcm)


@alpyna.jit
def compute_reservation_wage(mcm,
                             max_iter=500,
                             tol=1e-6):

    # Simplify names
    c, β, w, q = mcm.c, mcm.β, mcm.w, mcm.q

    # == First compute the value function == #

    n = len(w)
    v = w / (1 - β)          # initial guess
    v_next = np.empty_like(v)
    j = 0
    error = tol + 1
    while j < max_iter and error > tol:

        for j in range(n):
            v_next[j] = np.max(mcm.state_action_values(j, v))

        error = np.max(np.abs(v_next - v))
        j += 1

        v[:] = v_next  # copy contents into v

    # == Now compute the reservation wage == #

    return (1 - β) * (c + β * np.sum(v * q))


print("reservation wage", repr(compute_reservation_wage(mcm)))

grid_size = grid_arg
R = np.empty((grid_size, grid_size))

c_vals = np.linspace(10.0, 30.0, grid_size)
β_vals = np.linspace(0.9, 0.99, grid_size)

for i, c in enumerate(c_vals):
    for j, β in enumerate(β_vals):
        mcm = McCallModel(c=c, β=β)
        R[i, j] = compute_reservation_wage(mcm)
print("R", R[0], repr(R.sum()))


@alpyna.jit
def compute_reservation_wage_two(mcm,
                                 max_iter=500,
                                 tol=1e-5):

    # Simplify names
    c, β, w, q = mcm.c, mcm.β, mcm.w, mcm.q

    # == First compute h == #

    h = np.sum(w * q) / (1 - β)
    i = 0
    error = tol + 1
    while i < max_iter and error > tol:

        s = np.maximum(w / (1 - β), h)
        h_next = c + β * np.sum(s * q)

        error = np.abs(h_next - h)
        i += 1

        h = h_next

    # == Now compute the reservation wage == #

    return (1 - β) * h


print("reservation wage two", repr(compute_reservation_wage_two(McCallModel())))

cdf = np.cumsum(q_default)


@alpyna.jit
def compute_stopping_time(w_bar, seed=1234):

    np.random.seed(seed)
    t = 1
    while True:
        # Generate a wage draw
        w = w_default[draw(cdf)]
        # Stop when the draw is above the reservation wage
        if w >= w_bar:
            stopping_time = t
            break
        else:
            t += 1
    return stopping_time


@alpyna.jit
def compute_mean_stopping_time(w_bar, num_reps=100000):
    obs = np.empty(num_reps)
    for i in range(num_reps):
        obs[i] = compute_stopping_time(w_bar, seed=i)
    return obs.mean()


c_vals = np.linspace(10, 40, nc_arg)
stop_times = np.empty_like(c_vals)
for i, c in enumerate(c_vals):
    mcm = McCallModel(c=c)
    w_bar = compute_reservation_wage_two(mcm)
    stop_times[i] = compute_mean_stopping_time(w_bar, num_reps=reps_arg)
print("mean unemployment duration", stop_times)

mccall_data_continuous = [
    ('c', 'float64'),          # unemployment compensation
    ('β', 'float64'),          # discount factor
    ('σ', 'float64'),          # scale parameter in lognormal distribution
    ('μ', 'float64'),          # location parameter in lognormal distribution
    ('w_draws', 'float64[:]')  # draws of wages for Monte Carlo
]


@alpyna.jit
class McCallModelContinuous:

    def __init__(self, c=25, β=0.99, σ=0.5, μ=2.5, mc_size=1000):

        self.c, self.β, self.σ, self.μ = c, β, σ, μ

        # Draw and store shocks
        np.random.seed(1234)
        s = np.random.randn(mc_size)
        self.w_draws = np.exp(μ+ σ * s)


@alpyna.jit
def compute_reservation_wage_continuous(mcmc, max_iter=500, tol=1e-5):

    c, β, σ, μ, w_draws = mcmc.c, mcmc.β, mcmc.σ, mcmc.μ, mcmc.w_draws

    h = np.mean(w_draws) / (1 - β)  # initial guess
    i = 0
    error = tol + 1
    while i < max_iter and error > tol:

        integral = np.mean(np.maximum(w_draws / (1 - β), h))
        h_next = c + β * integral

        error = np.abs(h_next - h)
        i += 1

        h = h_next

    # == Now compute the reservation wage == #

    return (1 - β) * h


grid_size = grid_arg
R = np.empty((grid_size, grid_size))

c_vals = np.linspace(10.0, 30.0, grid_size)
β_vals = np.linspace(0.9, 0.99, grid_size)

for i, c in enumerate(c_vals):
    for j, β in enumerate(β_vals):
        mcmc = McCallModelContinuous(c=c, β=β)
        R[i, j] = compute_reservation_wage_continuous(mcmc)
print("R continuous", R[-1], repr(R.sum()))
