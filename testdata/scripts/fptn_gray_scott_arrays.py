# test-args: 42 2
# The Gray-Scott reaction-diffusion of Rougier's "From Python to NumPy"
# (code/gray-scott.py; (c) 2017 Nicolas P. Rougier, code BSD, book text CC
# BY-NC-SA 4.0) written with loops, as a user moving to alpyna would write the
# book's update(): two float arrays U and V with a border of one cell, the
# Laplacians and the reaction computed point by point into new arrays, then
# copied back. The book has no loop version; the arithmetic is the book's,
# term for term. Optional arguments: n (default 64) and frames (default 10,
# 10 steps each).
import sys

import numpy as np

import alpyna


@alpyna.jit
def update(U, V, Un, Vn, n, Du, Dv, F, k):
    for step in range(10):
        for i in range(1, n+1):
            for j in range(1, n+1):
                Lu = (U[i-1, j] + U[i, j-1] - 4*U[i, j] + U[i, j+1] + U[i+1, j])
                Lv = (V[i-1, j] + V[i, j-1] - 4*V[i, j] + V[i, j+1] + V[i+1, j])
                uvv = U[i, j]*V[i, j]*V[i, j]
                Un[i, j] = U[i, j] + (Du*Lu - uvv + F*(1-U[i, j]))
                Vn[i, j] = V[i, j] + (Dv*Lv + uvv - (F+k)*V[i, j])
        for i in range(1, n+1):
            for j in range(1, n+1):
                U[i, j] = Un[i, j]
                V[i, j] = Vn[i, j]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
frames = int(sys.argv[2]) if len(sys.argv) > 2 else 10
Du, Dv, F, k = 0.16, 0.08, 0.035, 0.065  # Bacteria 1
np.random.seed(1)

U = np.zeros((n+2, n+2))
V = np.zeros((n+2, n+2))
r = 20
U[1:-1, 1:-1] = 1.0
U[n//2-r:n//2+r, n//2-r:n//2+r] = 0.50
V[n//2-r:n//2+r, n//2-r:n//2+r] = 0.25
U[1:-1, 1:-1] += 0.05*np.random.uniform(-1, +1, (n, n))
V[1:-1, 1:-1] += 0.05*np.random.uniform(-1, +1, (n, n))
Un = U.copy()
Vn = V.copy()
for frame in range(frames):
    update(U, V, Un, Vn, n, Du, Dv, F, k)
print(repr(float(V.min())), repr(float(V.max())))
for A in (U, V):
    print(repr(float(A.sum())), repr(float((A * A).sum())))
print(V[n // 2, n // 4:n // 4 + 5])
