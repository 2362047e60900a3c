# test-args: 4 50
# Port of Philip Mocz's "Create Your Own Spring Network Simulation (With Python)"
# (github.com/pmocz/springnetwork-python, springnetwork.py, (c) 2021 Philip Mocz, GPL-3.0):
# a square lattice of nodes joined by springs (Hooke's law) falling under gravity in a box.
# getAcc, applyBoundary and main get @alpyna.jit as written: fancy indexing pos[ci,:] with
# Python lists, np.linalg.norm(..., axis=1), np.add.at scatters into acc[:,0], and
# boundaries by `is_out = np.where(pos[:,d] < 0)` then `pos[is_out, d] *= -1`. The
# connection lists are built with sub2ind in Python loops. The stored original uses an
# undefined `Nlin` for the nodes per side; here Nlin = N. matplotlib is stripped; positions
# are printed every 100 steps. N = 5, Nt = 400 as in the original; optional arguments set
# N and Nt.
import sys

import numpy as np

import alpyna


# convert subindex (i,j) to linear index (idx)
def sub2ind(array_shape, i, j):
    idx = i*array_shape[1] + j
    return idx


# calculate acceleration on nodes using hooke's law + gravity
@alpyna.jit
def getAcc(pos, vel, ci, cj, springL, spring_coeff, gravity):
	# initialize
	acc = np.zeros(pos.shape)
	
	# Hooke's law: F = - k * displacement along spring
	sep_vec = pos[ci,:] - pos[cj,:]
	sep = np.linalg.norm( sep_vec, axis = 1)
	dL = sep - springL
	ax = - spring_coeff * dL * sep_vec[:,0] / sep
	ay = - spring_coeff * dL * sep_vec[:,1] / sep
	np.add.at(acc[:,0], ci, ax)
	np.add.at(acc[:,1], ci, ay)
	np.add.at(acc[:,0], cj, -ax)
	np.add.at(acc[:,1], cj, -ay)
	
	# gravity
	acc[:,1] += gravity
	
	return acc
	
	
# apply box boundary conditions, reverse velocity if outside box
@alpyna.jit
def applyBoundary(pos, vel, boxsize):
	for d in range(0,2):
		is_out = np.where(pos[:,d] < 0)
		pos[is_out, d] *= -1 
		vel[is_out, d] *= -1 
		
		is_out = np.where(pos[:,d] > boxsize)
		pos[is_out, d] *= -1 
		vel[is_out, d] *= -1 
			
	return (pos, vel)


# simulation main loop
@alpyna.jit
def main(N, Nt):
	""" N-body simulation """
	
	# Simulation parameters
	Nlin      = N      # Number of nodes per linear dimension
	t         = 0      # current time of the simulation
	dt        = 0.1    # timestep
	spring_coeff = 40  # Hooke's law spring coefficient
	gravity   = -0.1   # strength of gravity
	
	
	# construct spring nodes / initial conditions
	boxsize = 3
	xlin = np.linspace(1,2,N)

	x, y = np.meshgrid(xlin, xlin)
	x = x.flatten()
	y = y.flatten()
	
	pos = np.vstack((x,y)).T
	vel = np.zeros(pos.shape)
	acc = np.zeros(pos.shape)
	
	# add a bit of random noise
	np.random.seed(17)            # set the random number generator seed
	vel += 0.01*np.random.randn(N**2,2)
	
	# construct spring network connections
	ci = []
	cj = []
	#  o--o
	for r in range(0,Nlin):
		for c in range(0,Nlin-1):
			idx_i = sub2ind([Nlin, Nlin], r, c)
			idx_j = sub2ind([Nlin, Nlin], r, c+1)
			ci.append(idx_i)
			cj.append(idx_j)
	# o
	# |
	# o
	for r in range(0,Nlin-1):
		for c in range(0,Nlin):
			idx_i = sub2ind([Nlin, Nlin], r, c)
			idx_j = sub2ind([Nlin, Nlin], r+1, c)
			ci.append(idx_i)
			cj.append(idx_j)	
	# o
	#   \
	#     o
	for r in range(0,Nlin-1):
		for c in range(0,Nlin-1):
			idx_i = sub2ind([Nlin, Nlin], r, c)
			idx_j = sub2ind([Nlin, Nlin], r+1, c+1)
			ci.append(idx_i)
			cj.append(idx_j)	
	#     o
	#   /
	# o
	for r in range(0,Nlin-1):
		for c in range(0,Nlin-1):
			idx_i = sub2ind([Nlin, Nlin], r+1, c)
			idx_j = sub2ind([Nlin, Nlin], r, c+1)
			ci.append(idx_i)
			cj.append(idx_j)
	
	# calculate spring rest-lengths
	springL = np.linalg.norm( pos[ci,:] - pos[cj,:], axis = 1)
	
	# Simulation Main Loop
	for i in range(Nt):
		# (1/2) kick
		vel += acc * dt/2.0
		
		# drift
		pos += vel * dt
		
		# apply boundary conditions
		pos, vel = applyBoundary(pos, vel, boxsize)
		
		# update accelerations
		acc = getAcc( pos, vel, ci, cj, springL, spring_coeff, gravity )
		
		# (1/2) kick
		vel += acc * dt/2.0
		
		# update time
		t += dt
		
		# the original plots here
		if i % 100 == 99:
			print(i + 1, repr(float(pos.sum())), repr(float(np.abs(vel).sum())))
	
	return pos, vel, acc, len(ci)


N = int(sys.argv[1]) if len(sys.argv) > 1 else 5
Nt = int(sys.argv[2]) if len(sys.argv) > 2 else 400
pos, vel, acc, nsprings = main(N, Nt)
print(nsprings, repr(float(pos.sum())), repr(float(vel.sum())), repr(float(acc.sum())))
print(pos[:3])
print(vel[-2:])
