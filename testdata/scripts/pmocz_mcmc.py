# test-args: 200 50
# Port of Philip Mocz's "Create Your Own Metropolis-Hastings Markov Chain Monte Carlo
# Algorithm for Bayesian Inference (With Python)" (github.com/pmocz/mcmc-python, mcmc.py,
# (c) 2023 Philip Mocz, GPL-3.0): fitting an exoplanet's radial velocity curve. rv_model
# solves Kepler's equation per time with a Newton-Raphson `while` inside `for i in
# range(len(t))`; prop reflects proposals with boolean masks; the chain loop accepts with
# np.min([1.0, np.exp(...)]). The model functions get @alpyna.jit as written; main keeps
# its `print(theta[i,:])` every 100 steps; matplotlib is stripped and the posterior
# histograms become means and standard deviations. Nburnin = 1000, N = 9000 in the
# original; here Nburnin = 200, N = 1200 (CPython ~1 s); optional arguments set N and
# Nburnin. np.seterr(over='ignore') silences the original's overflow warning in np.exp.
import sys

import numpy as np

import alpyna


@alpyna.jit
def rv_model( V, K, w, e, P, chi, t ):
	"""
    Calculate the radial velocity curve of exoplanet system
	"""
	# initialize RV curve
	rv = 0*t + V

		
	# 1. calculate mean anomaly M (in [0,2pi])
	M = ( 2.0*np.pi / P ) * ( t + chi*P )
	M = M % (2.0*np.pi)
	
	# 2. calculate eccentric anomaly E
	#    by solving Kepler's equation with Newton-Raphson iterator
	E = 0*t
	tolerance = 1.0e-8
	max_iter = 100
	for i in range(len(t)):
		Ei = np.pi
		# f = @(E) E - e*sin(E) - M[i]
		# f_prime = @(E) = 1 - e*np.cos(E)
		it = 0
		dE = 1
		while (it <= max_iter) and (np.abs(dE) > tolerance):
			dE = -(Ei - e*np.sin(Ei) - M[i])/(1.0 - e*np.cos(Ei))   # dE = -f(Ei)/f_prime(Ei)
			Ei += dE
			it += 1

		if np.abs(dE) > tolerance:
			print('Error: Newton-Raphson Iterative failed!')

		E[i] = Ei

	# 3. calculate true anomaly f 
	#    (http://en.wikipedia.org/wiki/True_anomaly)
	f = 2.0*np.arctan2( np.sqrt(1.0+e)*np.sin(E/2.0), np.sqrt(1.0-e)*np.cos(E/2.0) )

	# 4. add effect of the planet to the RV curve
	rv -= K * ( np.cos(f+w) + e*np.cos(w) )

	return rv

def log_prior(theta, theta_lo, theta_hi):
	"""log of the uniform priors"""
	return -np.sum( np.log(theta_hi - theta_lo))
	
@alpyna.jit
def prop(theta_prev, sigma_theta, theta_lo, theta_hi):
	"""propose a new set of parameters 'theta' given the previous value"""
	# propose a set of parameters
	theta_prop = np.random.normal(theta_prev, sigma_theta)
	
	# reflect proposals outside of bounds
	too_hi = theta_prop > theta_hi
	too_lo = theta_prop < theta_lo

	theta_prop[too_hi] = 2*theta_hi[too_hi] - theta_prop[too_hi]
	theta_prop[too_lo] = 2*theta_lo[too_lo] - theta_prop[too_lo]
	
	return theta_prop


@alpyna.jit
def eval_model(theta, t):
	"""Evaluate the RV model given parameters 'theta' at times 't'"""
	V = theta[0]
	K = theta[2]
	w = theta[3]
	e = theta[4]
	P = theta[5]
	chi = theta[6]
	return rv_model( V, K, w, e, P, chi, t )


@alpyna.jit
def log_likelihood(rv_pred, s, rv_data, rv_errors):
	"""Evaluate the log likelihood of a model 'rv_pred' given the data"""
	return np.sum( np.log(1.0/np.sqrt(2.0*np.pi*(rv_errors**2+s**2))) + (-(rv_pred-rv_data)**2 / (2*(rv_errors**2+s**2))) )


@alpyna.jit
def log_posterior(theta, t, rv_data, rv_errors):
	"""Evaluate the log posterior of a model parameters 'theta' given the data"""
	s = theta[1]
	rv_pred = eval_model(theta, t)
	return log_likelihood(rv_pred, s, rv_data, rv_errors)


def main(N, Nburnin):
	""" Fit Radial Velocity curve parameters with MCMC """
	
	# set the random number generator seed
	np.random.seed(917)
	# (port: the first proposals overflow np.exp(P_prop-P_prev) to inf, as in the
	# original; the golden must not carry CPython's RuntimeWarning)
	np.seterr(over='ignore')
	
	# Generate Mock Data
	N_params = 7
	V   = 0.0     # systemic velocity
	s   = 1.0     # stellar jitter (Gaussian error)
	K   = 40.0    # velocity semiamplitude
	w   = 4.2     # longitude of periastron
	e   = 0.3     # eccentricity
	P   = 45.0    # orbital period
	chi = 0.4     # fraction of an orbit, prior to t=0, at which periastron occured
	
	t_max = 100.0
	t  = np.linspace(0, t_max,  30)  # array of times
	tt = np.linspace(0, t_max, 200)  # dense array of times
	
	# array of Gaussian measurement errors at each time
	rv_errors = 2.0 + np.abs(np.random.normal(0.0, 1.0, size=t.size))	
	
	# exact radial velocity curve, for plotting
	rv_exact = rv_model( V, K, w, e, P, chi, tt)
	
	# mock data set (30 points)
	rv_data  = rv_model( V, K, w, e, P, chi, t) 
	for i in range(len(t)):
		rv_data[i] += np.random.normal(0.0,np.sqrt(s**2 + rv_errors[i]**2))
	
	# Bounds on Priors
	V_bounds   = np.array([-4.0,      4.0])
	s_bounds   = np.array([0.5,       1.2])
	K_bounds   = np.array([20.0,     60.0])
	w_bounds   = np.array([0.0, 2.0*np.pi])
	e_bounds   = np.array([0.0,       0.5])
	P_bounds   = np.array([30.0,     50.0])
	chi_bounds = np.array([0.0,       1.0])
	
	theta_bounds = np.array([V_bounds, s_bounds, K_bounds, w_bounds, e_bounds, P_bounds, chi_bounds])
	theta_lo = theta_bounds[:,0]
	theta_hi = theta_bounds[:,1]
	
	sigma_theta = 0.02 * (theta_hi - theta_lo)

	print(repr(float(rv_exact.sum())), repr(float(rv_data.sum())))
		
	# Carry out MCMC fitting to get best-fit parameters	
	theta = np.zeros((N,N_params))
	
	theta_prev = np.random.uniform(theta_lo, theta_hi)
	
	for i in range(N):
		# take random step using the proposal distribution
		theta_prop = prop(theta_prev, sigma_theta, theta_lo, theta_hi)
		
		P_prop = log_posterior(theta_prop, t, rv_data, rv_errors)
		P_prev = log_posterior(theta_prev, t, rv_data, rv_errors)
		
		U = np.random.uniform(0.0, 1.0)
		r = np.min([1.0, np.exp(P_prop-P_prev)])
		
		if (U <= r):
			theta[i,:] = theta_prop
			theta_prev = theta_prop
		else:
			theta[i,:] = theta_prev

		# plot proposed function
		if (i % 100) == 0:
			print(theta[i,:])
	
	# cut off burnin
	theta = theta[Nburnin:,:]
	
	print(theta.mean(axis=0))
	print(theta.std(axis=0))
	print(repr(float(log_prior(theta[-1], theta_lo, theta_hi))))
	return 0


N = int(sys.argv[1]) if len(sys.argv) > 1 else 1200
Nburnin = int(sys.argv[2]) if len(sys.argv) > 2 else 200
main(N, Nburnin)
