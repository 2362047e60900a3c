# test-args: 4 50
# Loop form of Philip Mocz's spring network (github.com/pmocz/springnetwork-python,
# springnetwork.py, (c) 2021 Philip Mocz, GPL-3.0): getAcc as a loop over springs that
# scatters each spring's force into both end nodes through the index arrays ci and cj
# (`acc[ci[s], 0] += ax`, the original's np.add.at), and applyBoundary as a loop over
# nodes with ifs; the leapfrog kicks and drift are node loops, the connection arrays are
# built as in the original and turned into int arrays for the jit function. The functions
# ask for exact_reductions (the float increments through ci and cj otherwise run by
# per-thread plans and differ from CPython's order in the last digits, docs/cpu.md).
# Column sums are printed (pos is the original's `np.vstack((x,y)).T`, an F-ordered
# array: see /tmp/hp finding 16). N = 5, Nt = 400 as in the original; optional arguments
# set N and Nt.
import sys

import numpy as np

import alpyna


def sub2ind(array_shape, i, j):
    idx = i*array_shape[1] + j
    return idx


@alpyna.jit(exact_reductions=True)
def getAcc(pos, acc, ci, cj, springL, spring_coeff, gravity, Nn, Ns):
    for k in range(Nn):
        acc[k, 0] = 0.0
        acc[k, 1] = 0.0
    for s in range(Ns):
        sx = pos[ci[s], 0] - pos[cj[s], 0]
        sy = pos[ci[s], 1] - pos[cj[s], 1]
        sep = np.sqrt(sx**2 + sy**2)
        dL = sep - springL[s]
        ax = - spring_coeff * dL * sx / sep
        ay = - spring_coeff * dL * sy / sep
        acc[ci[s], 0] += ax
        acc[ci[s], 1] += ay
        acc[cj[s], 0] -= ax
        acc[cj[s], 1] -= ay
    for k in range(Nn):
        acc[k, 1] += gravity


@alpyna.jit(exact_reductions=True)
def simulate(pos, vel, acc, ci, cj, springL, spring_coeff, gravity, boxsize, dt, Nn, Ns, Nt, record):
    for i in range(Nt):
        for k in range(Nn):
            for d in range(2):
                vel[k, d] += acc[k, d] * dt/2.0
                pos[k, d] += vel[k, d] * dt
                # apply boundary conditions
                if pos[k, d] < 0:
                    pos[k, d] *= -1
                    vel[k, d] *= -1
                if pos[k, d] > boxsize:
                    pos[k, d] *= -1
                    vel[k, d] *= -1
        getAcc(pos, acc, ci, cj, springL, spring_coeff, gravity, Nn, Ns)
        for k in range(Nn):
            for d in range(2):
                vel[k, d] += acc[k, d] * dt/2.0
        record[i] = pos[0, 1]


N = int(sys.argv[1]) if len(sys.argv) > 1 else 5
Nt = int(sys.argv[2]) if len(sys.argv) > 2 else 400
Nlin = N
dt = 0.1
spring_coeff = 40
gravity = -0.1
boxsize = 3
xlin = np.linspace(1,2,N)
x, y = np.meshgrid(xlin, xlin)
x = x.flatten()
y = y.flatten()
pos = np.vstack((x,y)).T
vel = np.zeros(pos.shape)
acc = np.zeros(pos.shape)
np.random.seed(17)
vel += 0.01*np.random.randn(N**2,2)

ci = []
cj = []
for r in range(0,Nlin):
	for c in range(0,Nlin-1):
		ci.append(sub2ind([Nlin, Nlin], r, c))
		cj.append(sub2ind([Nlin, Nlin], r, c+1))
for r in range(0,Nlin-1):
	for c in range(0,Nlin):
		ci.append(sub2ind([Nlin, Nlin], r, c))
		cj.append(sub2ind([Nlin, Nlin], r+1, c))
for r in range(0,Nlin-1):
	for c in range(0,Nlin-1):
		ci.append(sub2ind([Nlin, Nlin], r, c))
		cj.append(sub2ind([Nlin, Nlin], r+1, c+1))
for r in range(0,Nlin-1):
	for c in range(0,Nlin-1):
		ci.append(sub2ind([Nlin, Nlin], r+1, c))
		cj.append(sub2ind([Nlin, Nlin], r, c+1))
springL = np.linalg.norm( pos[ci,:] - pos[cj,:], axis = 1)
ci = np.array(ci)
cj = np.array(cj)
record = np.zeros(Nt)
simulate(pos, vel, acc, ci, cj, springL, spring_coeff, gravity, boxsize, dt, N * N, len(ci), Nt, record)
print(len(ci), repr(float(pos[:, 0].sum())), repr(float(pos[:, 1].sum())), repr(float(vel[:, 0].sum())), repr(float(acc[:, 1].sum())))
print(record[::max(1, Nt // 8)])
print(pos[:3])
print(vel[-2:])
