# test-args: 200 1000 20000 2000
# Port of QuantEcon's "Parallelization" lecture (QuantEcon/lecture-python-programming.myst,
# lectures/parallelization.md, BSD-3-Clause): the household wealth update `h` drawing
# `randn()` (`from numpy.random import randn`), its time path, the long-run median of
# 50,000 households (`compute_long_run_median`, then `@njit(parallel=True)` with `prange`),
# the exercise solutions `calculate_pi` (parallel, `random.uniform`) and the stochastic-
# volatility call price `compute_call_price_parallel` (parallel, `randn()` in the inner
# loop, `np.maximum` on scalars, defaults bound to module globals). `from numba import
# njit, prange` becomes `import alpyna`; `@njit` and `@njit(parallel=True)` become
# `@alpyna.jit` (alpyna.jit takes no `parallel=` keyword: alpyna decides); `prange`
# becomes `range`. The ufunc section (`@vectorize`) and matplotlib are left out; plots
# become printed values. Sizes: the lecture's T=1000, num_reps=50_000, n=1_000_000 (pi),
# M=10_000_000 (call price); here arguments T num_reps n M (defaults 1000 20000 200000
# 200000), the tests use 200 1000 20000 2000.
import sys
import random
from random import uniform

import numpy as np
from numpy.random import randn

import alpyna

T_arg = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
reps_arg = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
n_pi = int(sys.argv[3]) if len(sys.argv) > 3 else 200000
M_arg = int(sys.argv[4]) if len(sys.argv) > 4 else 200000

np.random.seed(42)
random.seed(42)


@alpyna.jit
def h(w, r=0.1, s=0.3, v1=0.1, v2=1.0):
    """
    Updates household wealth.
    """

    # Draw shocks
    R = np.exp(v1 * randn()) * (1 + r)
    y = np.exp(v2 * randn())

    # Update wealth
    w = R * s * w + y
    return w


T = 100
w = np.empty(T)
w[0] = 5
for t in range(T-1):
    w[t+1] = h(w[t])
print(w[:4], repr(w.sum()))


@alpyna.jit
def compute_long_run_median(w0=1, T=1000, num_reps=50_000):

    obs = np.empty(num_reps)
    for i in range(num_reps):
        w = w0
        for t in range(T):
            w = h(w)
        obs[i] = w

    return np.median(obs)


print(repr(compute_long_run_median(T=T_arg, num_reps=reps_arg)))


@alpyna.jit
def compute_long_run_median_parallel(w0=1, T=1000, num_reps=50_000):

    obs = np.empty(num_reps)
    for i in range(num_reps):
        w = w0
        for t in range(T):
            w = h(w)
        obs[i] = w

    return np.median(obs)


print(repr(compute_long_run_median_parallel(T=T_arg, num_reps=reps_arg)))


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


print(calculate_pi(n_pi))

n, β, K = 20, 0.99, 100
μ, ρ, ν, S0, h0 = 0.0001, 0.1, 0.001, 10, 0

M = M_arg


@alpyna.jit
def compute_call_price_parallel(β=β,
                                μ=μ,
                                S0=S0,
                                h0=h0,
                                K=K,
                                n=n,
                                ρ=ρ,
                                ν=ν,
                                M=M):
    current_sum = 0.0
    # For each sample path
    for m in range(M):
        s = np.log(S0)
        h = h0
        # Simulate forward in time
        for t in range(n):
            s = s + μ + np.exp(h) * randn()
            h = ρ * h + ν * randn()
        # And add the value max{S_n - K, 0} to current_sum
        current_sum += np.maximum(np.exp(s) - K, 0)

    return β**n * current_sum / M


print(repr(compute_call_price_parallel()))
