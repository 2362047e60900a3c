# test-args: 200 50
# Loop form of Philip Mocz's Metropolis-Hastings fit of an exoplanet's radial velocity curve
# (github.com/pmocz/mcmc-python, mcmc.py, (c) 2023 Philip Mocz, GPL-3.0), as a scientist
# writes it for Numba: rv_model as one loop over the times with the Newton-Raphson `while`
# for Kepler's equation inside (`dE = 1.0`), the true anomaly by math.atan2 (np.arctan2 of
# float64 is SVML's under NumPy 1.24 on AVX-512, /tmp/hp finding 11) and the RV written per
# time; log_likelihood as a sum loop; prop as a loop over the parameters drawing scalar
# np.random.normal(theta_prev[k], sigma_theta[k]) (the same legacy stream as the original's
# array call) and reflecting with ifs. The mock data and the chain loop are the original's.
# Nburnin = 1000, N = 9000 in the original; here 200 and 1200; optional arguments set N
# and Nburnin.
import math
import sys

import numpy as np

import alpyna


@alpyna.jit
def rv_model(V, K, w, e, P, chi, t, rv, n):
    tolerance = 1.0e-8
    max_iter = 100
    for i in range(n):
        # mean anomaly in [0, 2pi]
        M = (2.0 * math.pi / P) * (t[i] + chi * P)
        M = M % (2.0 * math.pi)
        # eccentric anomaly by Newton-Raphson
        Ei = math.pi
        it = 0
        dE = 1.0
        while (it <= max_iter) and (abs(dE) > tolerance):
            dE = -(Ei - e * math.sin(Ei) - M) / (1.0 - e * math.cos(Ei))
            Ei += dE
            it += 1
        # true anomaly
        f = 2.0 * math.atan2(math.sqrt(1.0 + e) * math.sin(Ei / 2.0), math.sqrt(1.0 - e) * math.cos(Ei / 2.0))
        rv[i] = V - K * (math.cos(f + w) + e * math.cos(w))


@alpyna.jit
def log_likelihood(rv_pred, s, rv_data, rv_errors, n):
    ll = 0.0
    for i in range(n):
        var = rv_errors[i]**2 + s**2
        ll += math.log(1.0 / math.sqrt(2.0 * math.pi * var)) + (-(rv_pred[i] - rv_data[i])**2 / (2 * var))
    return ll


@alpyna.jit
def prop(theta_prev, sigma_theta, theta_lo, theta_hi, theta_prop, n_params):
    for k in range(n_params):
        theta_prop[k] = np.random.normal(theta_prev[k], sigma_theta[k])
        if theta_prop[k] > theta_hi[k]:
            theta_prop[k] = 2 * theta_hi[k] - theta_prop[k]
        if theta_prop[k] < theta_lo[k]:
            theta_prop[k] = 2 * theta_lo[k] - theta_prop[k]


def log_posterior(theta, t, rv_data, rv_errors, rv_pred):
    rv_model(theta[0], theta[2], theta[3], theta[4], theta[5], theta[6], t, rv_pred, len(t))
    return log_likelihood(rv_pred, theta[1], rv_data, rv_errors, len(t))


N = int(sys.argv[1]) if len(sys.argv) > 1 else 1200
Nburnin = int(sys.argv[2]) if len(sys.argv) > 2 else 200
np.random.seed(917)
N_params = 7
V, s, K, w, e, P, chi = 0.0, 1.0, 40.0, 4.2, 0.3, 45.0, 0.4
t_max = 100.0
t = np.linspace(0, t_max, 30)
tt = np.linspace(0, t_max, 200)
rv_errors = 2.0 + np.abs(np.random.normal(0.0, 1.0, size=t.size))
rv_exact = np.zeros(200)
rv_model(V, K, w, e, P, chi, tt, rv_exact, 200)
rv_data = np.zeros(30)
rv_model(V, K, w, e, P, chi, t, rv_data, 30)
for i in range(len(t)):
    rv_data[i] += np.random.normal(0.0, np.sqrt(s**2 + rv_errors[i]**2))
theta_bounds = np.array([[-4.0, 4.0], [0.5, 1.2], [20.0, 60.0], [0.0, 2.0*np.pi], [0.0, 0.5], [30.0, 50.0], [0.0, 1.0]])
theta_lo = theta_bounds[:, 0].copy()
theta_hi = theta_bounds[:, 1].copy()
sigma_theta = 0.02 * (theta_hi - theta_lo)
print(repr(float(rv_exact.sum())), repr(float(rv_data.sum())))

theta = np.zeros((N, N_params))
theta_prev = np.zeros(N_params)
for k in range(N_params):
    theta_prev[k] = np.random.uniform(theta_lo[k], theta_hi[k])
theta_prop = np.zeros(N_params)
rv_pred = np.zeros(30)
for i in range(N):
    prop(theta_prev, sigma_theta, theta_lo, theta_hi, theta_prop, N_params)
    P_prop = log_posterior(theta_prop, t, rv_data, rv_errors, rv_pred)
    P_prev = log_posterior(theta_prev, t, rv_data, rv_errors, rv_pred)
    U = np.random.uniform(0.0, 1.0)
    r = min(1.0, math.exp(min(P_prop - P_prev, 0.0)))
    if U <= r:
        theta[i, :] = theta_prop
        theta_prev = theta_prop.copy()
    else:
        theta[i, :] = theta_prev
    if (i % 100) == 0:
        print(theta[i, :])
theta = theta[Nburnin:, :]
print(theta.mean(axis=0))
print(theta.std(axis=0))
