# test-args: 40 0.4
# Port of Philip Mocz's "Create Your Own Smoothed-Particle-Hydrodynamics Simulation (With
# Python)" (github.com/pmocz/sph-python, sph.py, (c) 2020 Philip Mocz, GPL-3.0): a toy star
# from N particles with a Gaussian kernel, all pairs by broadcasting (ri[:,0].reshape((M,1))
# - rjx.T), np.sum(..., 1).reshape((M,1)), np.hstack, leapfrog. Every function gets
# @alpyna.jit as written (docstrings shortened); `from scipy.special import gamma` becomes
# `from math import gamma` (only the constant lmbda uses it). matplotlib is stripped; the
# density profile it plots (getDensity at 100 radii) is printed as checksums. N = 400,
# tEnd = 12 in the original; here N = 100, tEnd = 2 (CPython ~1 s); optional arguments set
# N and tEnd.
import sys
from math import gamma

import numpy as np

import alpyna


@alpyna.jit
def W( x, y, z, h ):
	"""Gausssian Smoothing kernel (3D)"""
	
	r = np.sqrt(x**2 + y**2 + z**2)
	
	w = (1.0 / (h*np.sqrt(np.pi)))**3 * np.exp( -r**2 / h**2)
	
	return w
	
	
@alpyna.jit
def gradW( x, y, z, h ):
	"""Gradient of the Gausssian Smoothing kernel (3D)"""
	
	r = np.sqrt(x**2 + y**2 + z**2)
	
	n = -2 * np.exp( -r**2 / h**2) / h**5 / (np.pi)**(3/2)
	wx = n * x
	wy = n * y
	wz = n * z
	
	return wx, wy, wz
	
	
@alpyna.jit
def getPairwiseSeparations( ri, rj ):
	"""Get pairwise desprations between 2 sets of coordinates"""
	
	M = ri.shape[0]
	N = rj.shape[0]
	
	# positions ri = (x,y,z)
	rix = ri[:,0].reshape((M,1))
	riy = ri[:,1].reshape((M,1))
	riz = ri[:,2].reshape((M,1))
	
	# other set of points positions rj = (x,y,z)
	rjx = rj[:,0].reshape((N,1))
	rjy = rj[:,1].reshape((N,1))
	rjz = rj[:,2].reshape((N,1))
	
	# matrices that store all pairwise particle separations: r_i - r_j
	dx = rix - rjx.T
	dy = riy - rjy.T
	dz = riz - rjz.T
	
	return dx, dy, dz
	

@alpyna.jit
def getDensity( r, pos, m, h ):
	"""Get Density at sampling loctions from SPH particle distribution"""
	
	M = r.shape[0]
	
	dx, dy, dz = getPairwiseSeparations( r, pos );
	
	rho = np.sum( m * W(dx, dy, dz, h), 1 ).reshape((M,1))
	
	return rho
	
	
@alpyna.jit
def getPressure(rho, k, n):
	"""Equation of State"""
	
	P = k * rho**(1+1/n)
	
	return P
	

@alpyna.jit
def getAcc( pos, vel, m, h, k, n, lmbda, nu ):
	"""Calculate the acceleration on each SPH particle"""
	
	N = pos.shape[0]
	
	# Calculate densities at the position of the particles
	rho = getDensity( pos, pos, m, h )
	
	# Get the pressures
	P = getPressure(rho, k, n)
	
	# Get pairwise distances and gradients
	dx, dy, dz = getPairwiseSeparations( pos, pos )
	dWx, dWy, dWz = gradW( dx, dy, dz, h )
	
	# Add Pressure contribution to accelerations
	ax = - np.sum( m * ( P/rho**2 + P.T/rho.T**2  ) * dWx, 1).reshape((N,1))
	ay = - np.sum( m * ( P/rho**2 + P.T/rho.T**2  ) * dWy, 1).reshape((N,1))
	az = - np.sum( m * ( P/rho**2 + P.T/rho.T**2  ) * dWz, 1).reshape((N,1))
	
	# pack together the acceleration components
	a = np.hstack((ax,ay,az))
	
	# Add external potential force
	a -= lmbda * pos
	
	# Add viscosity
	a -= nu * vel
	
	return a
	

@alpyna.jit
def main(N, tEnd):
	""" SPH simulation """
	
	# Simulation parameters
	t         = 0      # current time of the simulation
	dt        = 0.04   # timestep
	M         = 2      # star mass
	R         = 0.75   # star radius
	h         = 0.1    # smoothing length
	k         = 0.1    # equation of state constant
	n         = 1      # polytropic index
	nu        = 1      # damping
	
	# Generate Initial Conditions
	np.random.seed(42)            # set the random number generator seed
	
	lmbda = 2*k*(1+n)*np.pi**(-3/(2*n)) * (M*gamma(5/2+n)/R**3/gamma(1+n))**(1/n) / R**2  # ~ 2.01
	m     = M/N                    # single particle mass
	pos   = np.random.randn(N,3)   # randomly selected positions and velocities
	vel   = np.zeros(pos.shape)
	
	# calculate initial gravitational accelerations
	acc = getAcc( pos, vel, m, h, k, n, lmbda, nu )
	
	# number of timesteps
	Nt = int(np.ceil(tEnd/dt))
	
	rr = np.zeros((100,3))
	rlin = np.linspace(0,1,100)
	rr[:,0] =rlin
	rho_analytic = lmbda/(4*k) * (R**2 - rlin**2)
	
	# Simulation Main Loop
	for i in range(Nt):
		# (1/2) kick
		vel += acc * dt/2
		
		# drift
		pos += vel * dt
		
		# update accelerations
		acc = getAcc( pos, vel, m, h, k, n, lmbda, nu )
		
		# (1/2) kick
		vel += acc * dt/2
		
		# update time
		t += dt
		
		# get density for plotting
		rho = getDensity( pos, pos, m, h )
	
	rho_radial = getDensity( rr, pos, m, h )
	return pos, vel, rho, rho_radial, rho_analytic, lmbda


N = int(sys.argv[1]) if len(sys.argv) > 1 else 100
tEnd = float(sys.argv[2]) if len(sys.argv) > 2 else 2.0
pos, vel, rho, rho_radial, rho_analytic, lmbda = main(N, tEnd)
print(repr(lmbda))
print(repr(float(pos.sum())), repr(float(np.abs(vel).sum())), repr(float(rho.sum())), repr(float(rho.max())))
print(repr(float(rho_radial.sum())), repr(float(rho_analytic.sum())))
print(rho_radial[::20, 0])
print(pos[:2])
