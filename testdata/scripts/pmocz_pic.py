# test-args: 2000 40 10
# Port of Philip Mocz's "Create Your Own Plasma PIC Simulation (With Python)"
# (github.com/pmocz/pic-python, pic.py, (c) 2020 Philip Mocz, GPL-3.0): the 1-D two-stream
# instability with particle-in-cell. getAcc and main get @alpyna.jit as written: cloud-in-
# cell deposit with np.floor(...).astype(int) and np.bincount(weights=, minlength=), the
# field gathered back by fancy indexing E_grid[j], and the leapfrog loop with np.mod. The
# original solves Poisson's equation with scipy.sparse (spsolve of the periodic Laplacian
# Lmtx, then Gmtx @ phi); this port keeps the physics without SciPy: the same periodic
# second-difference system solved by two cumulative sums (np.cumsum), and the centred
# difference Gmtx @ phi written with np.roll. matplotlib is stripped. N = 40000 particles,
# Nx = 400 cells, tEnd = 50 as in the original; optional arguments set N, Nx and tEnd.
import sys

import numpy as np

import alpyna


@alpyna.jit
def getAcc( pos, Nx, boxsize, n0 ):
	"""
    Calculate the acceleration on each particle due to electric field
	pos      is an Nx1 matrix of particle positions
	Nx       is the number of mesh cells
	boxsize  is the domain [0,boxsize]
	n0       is the electron number density
	a        is an Nx1 matrix of accelerations
	"""
	# Calculate Electron Number Density on the Mesh by 
	# placing particles into the 2 nearest bins (j & j+1, with proper weights)
	# and normalizing
	N          = pos.shape[0]
	dx         = boxsize / Nx
	j          = np.floor(pos/dx).astype(int)
	jp1        = j+1
	weight_j   = ( jp1*dx - pos  )/dx
	weight_jp1 = ( pos    - j*dx )/dx
	jp1        = np.mod(jp1, Nx)   # periodic BC
	n  = np.bincount(j[:,0],   weights=weight_j[:,0],   minlength=Nx);
	n += np.bincount(jp1[:,0], weights=weight_jp1[:,0], minlength=Nx);
	n *= n0 * boxsize / N / dx 
	
	# Solve Poisson's Equation: laplacian(phi) = n-n0
	# (periodic: phi[j-1] - 2 phi[j] + phi[j+1] = dx^2 (n-n0)[j], phi[0] = 0)
	d = np.cumsum((n-n0) * dx**2)
	d -= np.mean(d)
	phi_grid = np.concatenate((np.zeros(1), np.cumsum(d)[:-1]))
	
	# Apply Derivative to get the Electric field
	E_grid = - (np.roll(phi_grid, -1) - np.roll(phi_grid, 1)) / (2*dx)
	
	# Interpolate grid value onto particle locations
	E = weight_j * E_grid[j] + weight_jp1 * E_grid[jp1]
	
	a = -E

	return a


@alpyna.jit
def main(N, Nx, tEnd):
	""" Plasma PIC simulation """
	
	# Simulation parameters
	t         = 0       # current time of the simulation
	dt        = 1       # timestep
	boxsize   = 50      # periodic domain [0,boxsize]
	n0        = 1       # electron number density
	vb        = 3       # beam velocity
	vth       = 1       # beam width
	A         = 0.1     # perturbation
	
	# Generate Initial Conditions
	np.random.seed(42)            # set the random number generator seed
	# construct 2 opposite-moving Guassian beams
	pos  = np.random.rand(N,1) * boxsize  
	vel  = vth * np.random.randn(N,1) + vb
	Nh = int(N/2)
	vel[Nh:] *= -1
	# add perturbation
	vel *= (1 + A*np.sin(2*np.pi*pos/boxsize))
	
	# calculate initial gravitational accelerations
	acc = getAcc( pos, Nx, boxsize, n0 )
	
	# number of timesteps
	Nt = int(np.ceil(tEnd/dt))
	
	# Simulation Main Loop
	for i in range(Nt):
		# (1/2) kick
		vel += acc * dt/2.0
		
		# drift (and apply periodic boundary conditions)
		pos += vel * dt
		pos = np.mod(pos, boxsize)
		
		# update accelerations
		acc = getAcc( pos, Nx, boxsize, n0 )
		
		# (1/2) kick
		vel += acc * dt/2.0
		
		# update time
		t += dt
	
	return pos, vel, acc


N = int(sys.argv[1]) if len(sys.argv) > 1 else 40000
Nx = int(sys.argv[2]) if len(sys.argv) > 2 else 400
tEnd = float(sys.argv[3]) if len(sys.argv) > 3 else 50.0
pos, vel, acc = main(N, Nx, tEnd)
print(repr(float(pos.sum())), repr(float(vel.sum())), repr(float(np.abs(vel).sum())))
print(repr(float(acc.sum())), repr(float(np.abs(acc).max())))
# phase-space histogram of the two beams, as the plot shows them
h = np.bincount(np.floor(pos[:, 0] / 50 * 10).astype(int), weights=vel[:, 0], minlength=10)
print(h)
print(pos[:3, 0], vel[-3:, 0])
