# test-args: 32
# Loop form of Philip Mocz's finite difference wave equation solver
# (github.com/pmocz/finitedifference-python, finitedifference.py, (c) 2023 Philip Mocz,
# GPL-3.0): the np.roll Laplacian written as `for i / for j` loops with modular
# neighbour indices, the `1.*U` copies as copy loops into buffers allocated before the
# time loop, `U[mask] = 0` as an if over the mask, and the inflow row as a loop over j.
# The per-step `print(t)` is kept as a record of t (printed at the end). N = 256 in the
# original; here N = 64; an optional argument sets N.
import sys

import numpy as np

import alpyna


@alpyna.jit
def simulate(U, Uprev, Unew, mask, xlin, N, dt, fac, tEnd, ts):
	t = 0
	n = 0
	while t < tEnd:
		# laplacian and update
		for i in range(N):
			for j in range(N):
				ip = (i + 1) % N
				im = (i - 1) % N
				jp = (j + 1) % N
				jm = (j - 1) % N
				laplacian = U[im, j] + U[i, jm] - 4 * U[i, j] + U[ip, j] + U[i, jp]
				Unew[i, j] = 2 * U[i, j] - Uprev[i, j] + fac * laplacian
		for i in range(N):
			for j in range(N):
				Uprev[i, j] = U[i, j]
				U[i, j] = Unew[i, j]
		# apply boundary conditions (Dirichlet/inflow)
		for i in range(N):
			for j in range(N):
				if mask[i, j]:
					U[i, j] = 0
		for j in range(N):
			U[0, j] = np.sin(20 * np.pi * t) * np.sin(np.pi * xlin[j])**2
		t += dt
		ts[n] = t
		n += 1
	return n


N = int(sys.argv[1]) if len(sys.argv) > 1 else 64
boxsize = 1.
c = 1.
tEnd = 2.
dx = boxsize / N
dt = (np.sqrt(2)/2) * dx / c
fac = dt**2 * c**2 / dx**2
xlin = np.linspace(0.5*dx, boxsize-0.5*dx, N)

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
Unew = np.zeros((N, N))
ts = np.zeros(int(tEnd / dt) + 2)

n = simulate(U, Uprev, Unew, mask, xlin, N, dt, fac, tEnd, ts)
print(n, int(mask.sum()))
for k in range(0, n, max(1, n // 6)):
	print(k, repr(float(ts[k])))
print(repr(float(ts[n - 1])))
print(repr(float(U.sum())), repr(float(np.abs(U).sum())), repr(float((U * U).sum())))
print(repr(float(Uprev.sum())), repr(float(U.max())), repr(float(U.min())))
print(U[N // 2, ::N // 8])
print(U[1:4, N // 2])
