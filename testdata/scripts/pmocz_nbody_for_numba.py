# test-args: 16 0.2
# Port of Philip Mocz's own Numba version of his N-body code
# (github.com/pmocz/nbody-performance-comparison, nbody_for_numba.py, (c) 2020 Philip Mocz;
# the repository states no licence in the files the index holds): `@jit(nopython=True)`
# on a getAcc of explicit i, j loops that allocates `a = np.zeros((N,3))`, accumulates into
# a[i,0] directly and raises the separation to the power -1.5 (no mask: the softening keeps
# it positive), semicolons included. `from numba import jit` becomes @alpyna.jit; the
# time.time() measurement and its print are replaced by checksums. N = 100, tEnd = 10 in
# the original; here N = 50, tEnd = 1 (CPython ~1 s); optional arguments set N and tEnd.
import sys

import numpy as np

import alpyna


@alpyna.jit
def getAcc( pos, mass, G, softening ):
	"""
    Calculate the acceleration on each particle due to Newton's Law 
	pos  is an N x 3 matrix of positions
	mass is an N x 1 vector of masses
	G is Newton's Gravitational constant
	softening is the softening length
	a is N x 3 matrix of accelerations
	"""
	
	N = pos.shape[0];
	a = np.zeros((N,3));
	
	for i in range(N):
		for j in range(N):
			dx = pos[j,0] - pos[i,0];
			dy = pos[j,1] - pos[i,1];
			dz = pos[j,2] - pos[i,2];
			inv_r3 = (dx**2 + dy**2 + dz**2 + softening**2)**(-1.5);
			a[i,0] +=  G * (dx * inv_r3) * mass[j];
			a[i,1] +=  G * (dy * inv_r3) * mass[j];
			a[i,2] +=  G * (dz * inv_r3) * mass[j];

	return a
	

def main(N, tEnd):
	""" N-body simulation """
	
	# Simulation parameters
	t         = 0      # current time of the simulation
	dt        = 0.01   # timestep
	softening = 0.1    # softening length
	G         = 1.0    # Newton's Gravitational Constant
	
	# Generate Initial Conditions
	np.random.seed(17)            # set the random number generator seed
	
	mass = 20.0*np.ones(N)/N  # total mass of particles is 20
	pos  = np.random.randn(N,3)   # randomly selected positions and velocities
	vel  = np.random.randn(N,3)
	
	# calculate initial gravitational accelerations
	acc = getAcc( pos, mass, G, softening )
	
	# number of timesteps
	Nt = int(np.ceil(tEnd/dt))
	
	# Simulation Main Loop
	for i in range(Nt):
		# (1/2) kick
		vel += acc * dt/2.0
		
		# drift
		pos += vel * dt
		
		# update accelerations
		acc = getAcc( pos, mass, G, softening )
		
		# (1/2) kick
		vel += acc * dt/2.0
		
		# update time
		t += dt

	return pos, vel, acc, t
	

N = int(sys.argv[1]) if len(sys.argv) > 1 else 50
tEnd = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
pos, vel, acc, t = main(N, tEnd)
print(repr(t))
print(repr(float(pos.sum())), repr(float(np.abs(vel).sum())), repr(float(np.abs(acc).sum())))
print(pos[:3])
print(acc[-2:])
