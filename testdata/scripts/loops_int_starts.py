# Scalars that start from an int and hold floats after, as QuantEcon's
# simulations start them (parallelization.md: `w = w0` with the default
# w0=1, then `w = h(w)` of a jit helper that draws; `h = h0` with h0 = 0,
# then `np.exp(h)`): the kernels hold them in a float, the int checked
# to fit a float64 exactly before the nest.
import numpy as np
from numpy.random import randn

import alpyna


@alpyna.jit
def h(w, r=0.1, s=0.3, v1=0.1, v2=1.0):
    R = np.exp(v1 * randn()) * (1 + r)
    y = np.exp(v2 * randn())
    w = R * s * w + y
    return w


@alpyna.jit
def long_run_median(w0=1, T=100, num_reps=500):
    obs = np.empty(num_reps)
    for i in range(num_reps):
        w = w0
        for t in range(T):
            w = h(w)
        obs[i] = w
    return np.median(obs)


@alpyna.jit
def call_price(beta=0.99, mu=0.0001, S0=10, h0=0, K=100, n=20, rho=0.1, nu=0.001, M=2000):
    current_sum = 0.0
    for m in range(M):
        s = np.log(S0)
        h = h0
        for t in range(n):
            s = s + mu + np.exp(h) * randn()
            h = rho * h + nu * randn()
        current_sum += np.maximum(np.exp(s) - K, 0)
    return beta ** n * current_sum / M


np.random.seed(1234)
print(repr(long_run_median()))
print(repr(long_run_median(w0=3, T=50, num_reps=200)))
print(repr(long_run_median(w0=2**60, T=0, num_reps=3)))
print(repr(call_price()))
print(repr(call_price(h0=1, M=500)))
print(np.random.rand())
