# test-args: 400 40 100 200
# Port of QuantEcon's "Wealth Distribution Dynamics" lecture (QuantEcon/lecture-python.myst,
# lectures/wealth_dynamics.md at 063367f, BSD-3-Clause), its Numba implementation: the
# `@jitclass(wealth_dynamics_data)` class `WealthDynamics` whose `update_states` draws
# three `np.random.randn()` and returns a tuple, `wealth_time_series` (`@njit`, with the
# tuple target `w[t+1], z = wdy.update_states(w[t], z)`), `update_cross_section`
# (`@njit(parallel=True)`, `prange` over households calling the method), the Lorenz
# curve and Gini coefficient of QuantEcon.py (quantecon/_inequality.py at 0e27afa:
# `lorenz_curve` `@njit` with np.sort/np.cumsum and a loop, `gini_coefficient`
# `@njit(parallel=True)` with `i_sum[i] += abs(y[i] - y[j])` under `prange`) copied in
# as a user would instead of `import quantecon as qe`, and exercise 1's Pareto samples.
# The JAX implementation of the lecture is left out. `from numba import njit, float64,
# prange` becomes `import alpyna`; `@jitclass(...)` becomes `@alpyna.jit` on the class;
# `@njit(parallel=True)` becomes `@alpyna.jit`; `prange` becomes `range`. matplotlib is
# stripped; curves become printed elements. Sizes: the lecture's 100_000 households,
# T = 500, n = 10_000 and 1000 samples; here arguments households T n_lorenz n_gini
# (defaults 2000 200 10000 1000), the tests use 400 40 100 200.
import sys

import numpy as np

import alpyna

households_arg = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
T_arg = int(sys.argv[2]) if len(sys.argv) > 2 else 200
n_lorenz = int(sys.argv[3]) if len(sys.argv) > 3 else 10000
n_gini = int(sys.argv[4]) if len(sys.argv) > 4 else 1000

np.random.seed(42)


@alpyna.jit
def lorenz_curve(y):
    n = len(y)
    y = np.sort(y)
    s = np.zeros(n + 1)
    s[1:] = np.cumsum(y)
    cum_people = np.zeros(n + 1)
    cum_income = np.zeros(n + 1)
    for i in range(1, n + 1):
        cum_people[i] = i / n
        cum_income[i] = s[i] / s[n]
    return cum_people, cum_income


@alpyna.jit
def gini_coefficient(y):
    n = len(y)
    i_sum = np.zeros(n)
    for i in range(n):
        for j in range(n):
            i_sum[i] += abs(y[i] - y[j])
    return np.sum(i_sum) / (2 * n * np.sum(y))


n = n_lorenz                    # size of sample
w = np.exp(np.random.randn(n))  # lognormal draws
f_vals, l_vals = lorenz_curve(w)
print("lorenz", f_vals[n // 2], repr(l_vals[n // 2]), repr(l_vals.sum()))

a_vals = (1, 2, 5)              # Pareto tail index
for a in a_vals:
    u = np.random.uniform(size=n)
    y = u**(-1/a)               # distributed as Pareto with tail index a
    f_vals, l_vals = lorenz_curve(y)
    print(f'a = {a}', repr(l_vals[int(0.8 * n)]))

a_vals = range(1, 20)
ginis = []
ginis_theoretical = []
n = 100
for a in a_vals:
    y = np.random.weibull(a, size=n)
    ginis.append(gini_coefficient(y))
    ginis_theoretical.append(1 - 2**(-1/a))
print("weibull ginis", ginis[:3], ginis[-1])
print("theoretical", ginis_theoretical[:3])

wealth_dynamics_data = [
    ('w_hat',  'float64'),    # savings parameter
    ('s_0',    'float64'),    # savings parameter
    ('c_y',    'float64'),    # labor income parameter
    ('μ_y',    'float64'),    # labor income paraemter
    ('σ_y',    'float64'),    # labor income parameter
    ('c_r',    'float64'),    # rate of return parameter
    ('μ_r',    'float64'),    # rate of return parameter
    ('σ_r',    'float64'),    # rate of return parameter
    ('a',      'float64'),    # aggregate shock parameter
    ('b',      'float64'),    # aggregate shock parameter
    ('σ_z',    'float64'),    # aggregate shock parameter
    ('z_mean', 'float64'),    # mean of z process
    ('z_var', 'float64'),     # variance of z process
    ('y_mean', 'float64'),    # mean of y process
    ('R_mean', 'float64')     # mean of R process
]


@alpyna.jit
class WealthDynamics:

    def __init__(self,
                 w_hat=1.0,
                 s_0=0.75,
                 c_y=1.0,
                 μ_y=1.0,
                 σ_y=0.2,
                 c_r=0.05,
                 μ_r=0.1,
                 σ_r=0.5,
                 a=0.5,
                 b=0.0,
                 σ_z=0.1):

        self.w_hat, self.s_0 = w_hat, s_0
        self.c_y, self.μ_y, self.σ_y = c_y, μ_y, σ_y
        self.c_r, self.μ_r, self.σ_r = c_r, μ_r, σ_r
        self.a, self.b, self.σ_z = a, b, σ_z

        # Record stationary moments
        self.z_mean = b / (1 - a)
        self.z_var = σ_z**2 / (1 - a**2)
        exp_z_mean = np.exp(self.z_mean + self.z_var / 2)
        self.R_mean = c_r * exp_z_mean + np.exp(μ_r + σ_r**2 / 2)
        self.y_mean = c_y * exp_z_mean + np.exp(μ_y + σ_y**2 / 2)

        # Test a stability condition that ensures wealth does not diverge
        # to infinity.
        α = self.R_mean * self.s_0
        if α >= 1:
            raise ValueError("Stability condition failed.")

    def parameters(self):
        """
        Collect and return parameters.
        """
        parameters = (self.w_hat, self.s_0,
                      self.c_y, self.μ_y, self.σ_y,
                      self.c_r, self.μ_r, self.σ_r,
                      self.a, self.b, self.σ_z)
        return parameters

    def update_states(self, w, z):
        """
        Update one period, given current wealth w and persistent
        state z.
        """

        # Simplify names
        params = self.parameters()
        w_hat, s_0, c_y, μ_y, σ_y, c_r, μ_r, σ_r, a, b, σ_z = params
        zp = a * z + b + σ_z * np.random.randn()

        # Update wealth
        y = c_y * np.exp(zp) + np.exp(μ_y + σ_y * np.random.randn())
        wp = y
        if w >= w_hat:
            R = c_r * np.exp(zp) + np.exp(μ_r + σ_r * np.random.randn())
            wp += R * s_0 * w
        return wp, zp


@alpyna.jit
def wealth_time_series(wdy, w_0, n):
    """
    Generate a single time series of length n for wealth given
    initial value w_0.

    The initial persistent state z_0 for each household is drawn from
    the stationary distribution of the AR(1) process.

        * wdy: an instance of WealthDynamics
        * w_0: scalar
        * n: int


    """
    z = wdy.z_mean + np.sqrt(wdy.z_var) * np.random.randn()
    w = np.empty(n)
    w[0] = w_0
    for t in range(n-1):
        w[t+1], z = wdy.update_states(w[t], z)
    return w


@alpyna.jit
def update_cross_section(wdy, w_distribution, shift_length=500):
    """
    Shifts a cross-section of household forward in time

    * wdy: an instance of WealthDynamics
    * w_distribution: array_like, represents current cross-section

    Takes a current distribution of wealth values as w_distribution
    and updates each w_t in w_distribution to w_{t+j}, where
    j = shift_length.

    Returns the new distribution.

    """
    new_distribution = np.empty_like(w_distribution)

    # Update each household
    for i in range(len(new_distribution)):
        z = wdy.z_mean + np.sqrt(wdy.z_var) * np.random.randn()
        w = w_distribution[i]
        for t in range(shift_length-1):
            w, z = wdy.update_states(w, z)
        new_distribution[i] = w
    return new_distribution


wdy = WealthDynamics()

ts_length = 200
w = wealth_time_series(wdy, wdy.y_mean, ts_length)
print("time series", w[:3], repr(w.max()), repr(w.sum()))


def generate_lorenz_and_gini(wdy, num_households=100_000, T=500):
    """
    Generate the Lorenz curve data and gini coefficient corresponding to a
    WealthDynamics mode by simulating num_households forward to time T.
    """
    ψ_0 = np.full(num_households, wdy.y_mean)
    z_0 = wdy.z_mean

    ψ_star = update_cross_section(wdy, ψ_0, shift_length=T)
    return gini_coefficient(ψ_star), lorenz_curve(ψ_star)


μ_r_vals = (0.0, 0.025, 0.05)
gini_vals = []

for μ_r in μ_r_vals:
    wdy = WealthDynamics(μ_r=μ_r)
    gv, (f_vals, l_vals) = generate_lorenz_and_gini(wdy, households_arg, T_arg)
    print(f'psi* at mu_r = {μ_r:0.2}', repr(l_vals[len(l_vals) // 2]))
    gini_vals.append(gv)
print("gini vs mu_r", gini_vals)

σ_r_vals = (0.35, 0.45, 0.52)
gini_vals = []

for σ_r in σ_r_vals:
    wdy = WealthDynamics(σ_r=σ_r)
    gv, (f_vals, l_vals) = generate_lorenz_and_gini(wdy, households_arg, T_arg)
    gini_vals.append(gv)
print("gini vs sigma_r", gini_vals)

a_vals = np.linspace(1, 10, 25)  # Pareto tail index
ginis = np.empty_like(a_vals)

n = n_gini                       # size of each sample
for i, a in enumerate(a_vals):
    y = np.random.uniform(size=n)**(-1/a)
    ginis[i] = gini_coefficient(y)
print("pareto ginis", ginis[:4], repr(ginis.sum()))
print("theoretical", 1/(2*a_vals[:4] - 1))
