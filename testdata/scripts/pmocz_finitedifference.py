# test-args: 32
# Port of Philip Mocz's "Create Your Own Finite Difference Wave Equation Simulation (With
# Python)" (github.com/pmocz/finitedifference-python, finitedifference.py, (c) 2023 Philip
# Mocz, GPL-3.0): the 2-D wave equation with a five-point Laplacian from np.roll, a boolean
# mask of walls and slits (U[mask] = 0) and an oscillating inflow row. main gets
# @alpyna.jit as written, with its `print(t)` every step; matplotlib is stripped and the
# field is printed as checksums at the end. N = 256 in the original; here N = 64 (CPython
# < 1 s); an optional argument sets N.
import sys

import numpy as np

import alpyna


@alpyna.jit
def main(N):
	""" Finite Difference simulation """
	
	# Simulation parameters
	boxsize        = 1.    # box size
	c              = 1.    # wave speed
	t              = 0     # time
	tEnd           = 2.    # stop time
	
	# Mesh
	dx = boxsize / N
	dt = (np.sqrt(2)/2) * dx / c
	aX = 0   # x-axis
	aY = 1   # y-axis
	R = -1   # right
	L = 1    # left
	fac = dt**2 * c**2 / dx**2

	xlin = np.linspace(0.5*dx, boxsize-0.5*dx, N)
	Y, X = np.meshgrid( xlin, xlin )
	
	# Generate Initial Conditions & mask
	U = np.zeros((N,N))
	mask = np.zeros((N,N),dtype=bool)
	mask[0,:]  = True
	mask[-1,:] = True
	mask[:,0]  = True
	mask[:,-1] = True
	mask[int(N/4):int(N*9/32),:N-1]     = True
	mask[1:N-1,int(N*5/16):int(N*3/8)]  = False
	mask[1:N-1,int(N*5/8):int(N*11/16)] = False
	U[mask] = 0
	Uprev = 1.*U

	outputCount = 1
	
	# Simulation Main Loop
	while t < tEnd:
		
		# calculate laplacian 
		ULX = np.roll(U, L, axis=aX)
		URX = np.roll(U, R, axis=aX)
		ULY = np.roll(U, L, axis=aY)
		URY = np.roll(U, R, axis=aY)
		
		laplacian = ( ULX + ULY - 4*U + URX + URY )
		
		# update U
		Unew = 2*U - Uprev + fac * laplacian
		Uprev = 1.*U
		U = 1.*Unew
		
		# apply boundary conditions (Dirichlet/inflow)
		U[mask] = 0
		U[0,:] = np.sin(20*np.pi*t) * np.sin(np.pi*xlin)**2
		
		# update time
		t += dt
		
		print(t)
		
		outputCount += 1
	
	return U, Uprev, mask, outputCount


N = int(sys.argv[1]) if len(sys.argv) > 1 else 64
U, Uprev, mask, outputCount = main(N)
print(outputCount, int(mask.sum()))
print(repr(float(U.sum())), repr(float(np.abs(U).sum())), repr(float((U * U).sum())))
print(repr(float(Uprev.sum())), repr(float(U.max())), repr(float(U.min())))
print(U[N // 2, ::N // 8])
print(U[1:4, N // 2])
