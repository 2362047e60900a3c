# seidel_2d (PolyBench): Gauss-Seidel sweeps of the 9-point stencil, in place.
# bind: n=2000,tsteps=4
import sys

import numpy as np

import alpyna


@alpyna.jit
def seidel_2d(A, tsteps, n):
    # expect: L17: parallel none; sequential t i j
    # why: each point reads its updated upper and left neighbours in the same sweep; within one t every (i, j) dependence has distance (1, 1), (1, 0), (1, -1) or (0, 1), so the anti-diagonals w = 2i + j are wavefronts.
    for t in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i, j] = (A[i - 1, j - 1] + A[i - 1, j] + A[i - 1, j + 1]
                           + A[i, j - 1] + A[i, j] + A[i, j + 1]
                           + A[i + 1, j - 1] + A[i + 1, j] + A[i + 1, j + 1]) / 9.0


n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
tsteps = int(sys.argv[2]) if len(sys.argv) > 2 else 4
A = np.zeros((n, n))
for i in range(n):
    for j in range(n):
        A[i, j] = ((i * (j + 2)) % n + 2.0) / n
seidel_2d(A, tsteps, n)
print("checksum", "%.12e" % float(A.sum()))
