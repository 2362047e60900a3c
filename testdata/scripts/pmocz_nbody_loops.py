# test-args: 24 1.0
# Loop form of Philip Mocz's N-body simulation (github.com/pmocz/nbody-python, nbody.py,
# (c) 2020 Philip Mocz, GPL-3.0): the vectorized getAcc and getEnergy rewritten as the
# explicit pairwise loops a scientist writes for Numba: accumulators per particle, the
# `inv_r3 > 0` mask as an if, the upper triangle of np.triu as `for j in range(i+1, N)`,
# acc filled in place. main keeps the original leapfrog time loop with whole-array kicks
# and drifts. N = 50, tEnd = 2 (the original's 100 and 10 take CPython minutes in these
# loops); optional arguments set N and tEnd. getEnergy and main ask for exact_reductions:
# the energies are float sums, which alpyna otherwise adds in boxes (per thread, or per GPU
# thread) and prints with other last digits than CPython's sequential loop (docs/cpu.md).
import sys

import numpy as np

import alpyna


@alpyna.jit
def getAcc(pos, mass, G, softening, a):
	N = pos.shape[0]
	for i in range(N):
		ax = 0.0
		ay = 0.0
		az = 0.0
		for j in range(N):
			# separation r_j - r_i
			dx = pos[j, 0] - pos[i, 0]
			dy = pos[j, 1] - pos[i, 1]
			dz = pos[j, 2] - pos[i, 2]
			inv_r3 = dx**2 + dy**2 + dz**2 + softening**2
			if inv_r3 > 0:
				inv_r3 = inv_r3**(-1.5)
			ax += G * (dx * inv_r3) * mass[j, 0]
			ay += G * (dy * inv_r3) * mass[j, 0]
			az += G * (dz * inv_r3) * mass[j, 0]
		a[i, 0] = ax
		a[i, 1] = ay
		a[i, 2] = az


@alpyna.jit(exact_reductions=True)
def getEnergy(pos, vel, mass, G):
	N = pos.shape[0]
	KE = 0.0
	for i in range(N):
		for d in range(3):
			KE += 0.5 * mass[i, 0] * vel[i, d]**2
	PE = 0.0
	for i in range(N):
		for j in range(i + 1, N):
			dx = pos[j, 0] - pos[i, 0]
			dy = pos[j, 1] - pos[i, 1]
			dz = pos[j, 2] - pos[i, 2]
			r = np.sqrt(dx**2 + dy**2 + dz**2)
			if r > 0:
				PE += G * -(mass[i, 0] * mass[j, 0]) / r
	return KE, PE


@alpyna.jit(exact_reductions=True)
def main(N, tEnd):
	t = 0
	dt = 0.01
	softening = 0.1
	G = 1.0

	np.random.seed(17)
	mass = 20.0*np.ones((N,1))/N
	pos = np.random.randn(N,3)
	vel = np.random.randn(N,3)
	vel -= np.mean(mass * vel,0) / np.mean(mass)

	acc = np.zeros((N, 3))
	getAcc(pos, mass, G, softening, acc)
	KE, PE = getEnergy(pos, vel, mass, G)

	Nt = int(np.ceil(tEnd/dt))
	KE_save = np.zeros(Nt+1)
	KE_save[0] = KE
	PE_save = np.zeros(Nt+1)
	PE_save[0] = PE

	for i in range(Nt):
		# (1/2) kick
		vel += acc * dt/2.0
		# drift
		pos += vel * dt
		# update accelerations
		getAcc(pos, mass, G, softening, acc)
		# (1/2) kick
		vel += acc * dt/2.0
		t += dt
		KE, PE = getEnergy(pos, vel, mass, G)
		KE_save[i+1] = KE
		PE_save[i+1] = PE

	return pos, vel, KE_save, PE_save


N = int(sys.argv[1]) if len(sys.argv) > 1 else 50
tEnd = float(sys.argv[2]) if len(sys.argv) > 2 else 2.0
pos, vel, KE_save, PE_save = main(N, tEnd)
Nt = len(KE_save) - 1
for k in range(0, Nt + 1, max(1, Nt // 5)):
	print(k, repr(float(KE_save[k])), repr(float(PE_save[k])))
print(repr(float(KE_save[-1] + PE_save[-1])))
print(repr(float(pos.sum())), repr(float(np.abs(vel).sum())))
print(pos[:3])
print(vel[-2:])
