# test-args: 20 200 1000 2000
# Port of QuantEcon's "Inventory Dynamics" lecture (QuantEcon/lecture-python.myst,
# lectures/inventory_dynamics.md at 0654b52, BSD-3-Clause): the s-S firm as a
# `@jitclass(firm_data)` whose `update` draws `np.random.randn()` and whose
# `sim_inventory_path` loops over `self.update`, the marginal-distribution sample loops,
# and the exercise solutions `shift_firms_forward` and `compute_freq`, both
# `@njit(parallel=True)` with `prange` over firms, reading the module globals
# s, S, mu, sigma. `from numba import njit, float64, prange` becomes `import alpyna`;
# `@jitclass(firm_data)` becomes `@alpyna.jit` on the class (firm_data's numba types kept
# as strings); `@njit(parallel=True)` becomes `@alpyna.jit`; `prange` becomes `range`.
# matplotlib and the scikit-learn KDE are stripped; histograms become quantiles and
# checksums. Sizes: the lecture's 400 paths, M = 200 and 50_000 draws, 50_000 firms,
# 1_000_000 firms in compute_freq; here arguments paths M num_firms freq_firms (defaults
# 40 2000 20000 50000), the tests use 20 200 1000 2000.
import sys

import numpy as np

import alpyna

n_paths = int(sys.argv[1]) if len(sys.argv) > 1 else 40
M_arg = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
firms_arg = int(sys.argv[3]) if len(sys.argv) > 3 else 20000
freq_arg = int(sys.argv[4]) if len(sys.argv) > 4 else 50000

np.random.seed(1234)

firm_data = [
   ('s', 'float64'),          # restock trigger level
   ('S', 'float64'),          # capacity
   ('mu', 'float64'),         # shock location parameter
   ('sigma', 'float64')       # shock scale parameter
]


@alpyna.jit
class Firm:

    def __init__(self, s=10, S=100, mu=1.0, sigma=0.5):

        self.s, self.S, self.mu, self.sigma = s, S, mu, sigma

    def update(self, x):
        "Update the state from t to t+1 given current state x."

        Z = np.random.randn()
        D = np.exp(self.mu + self.sigma * Z)
        if x <= self.s:
            return max(self.S - D, 0)
        else:
            return max(x - D, 0)

    def sim_inventory_path(self, x_init, sim_length):

        X = np.empty(sim_length)
        X[0] = x_init

        for t in range(sim_length-1):
            X[t+1] = self.update(X[t])
        return X


firm = Firm()

s, S = firm.s, firm.S
sim_length = 100
x_init = 50

X = firm.sim_inventory_path(x_init, sim_length)
print(X[:5], repr(X.sum()))

sim_length = 200
total = 0.0
for i in range(n_paths):
    X = firm.sim_inventory_path(x_init, sim_length)
    total += X.sum()
print("paths", repr(total))

T = 50
M = M_arg

sample = np.empty(M)
for m in range(M):
    X = firm.sim_inventory_path(x_init, 2 * T)
    sample[m] = X[T+1]
print("X_T+1", repr(sample.mean()), np.quantile(sample, [0.1, 0.5, 0.9]))

sample = np.empty(M)
for m in range(M):
    X = firm.sim_inventory_path(x_init, T+1)
    sample[m] = X[T]
hist, edges = np.histogram(sample, bins=36, density=True)
print("hist", hist[:6], repr(edges[0]), repr(edges[-1]))

s, S, mu, sigma = firm.s, firm.S, firm.mu, firm.sigma


@alpyna.jit
def shift_firms_forward(current_inventory_levels, num_periods):

    num_firms = len(current_inventory_levels)
    new_inventory_levels = np.empty(num_firms)

    for f in range(num_firms):
        x = current_inventory_levels[f]
        for t in range(num_periods):
            Z = np.random.randn()
            D = np.exp(mu + sigma * Z)
            if x <= s:
                x = max(S - D, 0)
            else:
                x = max(x - D, 0)
        new_inventory_levels[f] = x

    return new_inventory_levels


x_init = 50
num_firms = firms_arg

sample_dates = 0, 10, 50, 250, 500, 750

first_diffs = np.diff(sample_dates)

X = np.full(num_firms, x_init)

current_date = 0
for d in first_diffs:
    X = shift_firms_forward(X, d)
    current_date += d
    print(f't = {current_date}', repr(X.mean()), repr(np.median(X)))


@alpyna.jit
def compute_freq(sim_length=50, x_init=70, num_firms=1_000_000):

    firm_counter = 0  # Records number of firms that restock 2x or more
    for m in range(num_firms):
        x = x_init
        restock_counter = 0  # Will record number of restocks for firm m

        for t in range(sim_length):
            Z = np.random.randn()
            D = np.exp(mu + sigma * Z)
            if x <= s:
                x = max(S - D, 0)
                restock_counter += 1
            else:
                x = max(x - D, 0)

        if restock_counter > 1:
            firm_counter += 1

    return firm_counter / num_firms


freq = compute_freq(num_firms=freq_arg)
print(f"Frequency of at least two stock outs = {freq}")
