# test-args: 42 5
# The Gray-Scott reaction-diffusion of Rougier's "From Python to NumPy"
# (github.com/rougier/from-python-to-numpy, code/gray-scott.py, chapter "Code
# vectorization", section "Uniform vectorization"; (c) 2017 Nicolas P.
# Rougier, code BSD, book text CC BY-NC-SA 4.0): the views u, v of the
# interiors and the animation's update(frame) with its globals, marked
# @alpyna.jit as written (the image calls removed). One change: the book
# keeps U and V as the fields of one structured array
# `np.zeros((n+2, n+2), [('U', np.double), ('V', np.double)])`, which alpyna's
# NumPy does not have (docs/corpus_fptn.md); here they are two float arrays. The book's n = 256 and endless animation become n (default
# 128) and `frames` calls of update (default 20, 10 steps each), set by
# optional arguments; np.random.seed(1) fixes the noise.
import sys

import numpy as np

import alpyna

# Parameters from http://www.aliensaint.com/uo/java/rd/
# -----------------------------------------------------
n = int(sys.argv[1]) if len(sys.argv) > 1 else 128
frames = int(sys.argv[2]) if len(sys.argv) > 2 else 20
Du, Dv, F, k = 0.16, 0.08, 0.035, 0.065  # Bacteria 1
np.random.seed(1)

U = np.zeros((n+2, n+2), np.double)
V = np.zeros((n+2, n+2), np.double)
u, v = U[1:-1, 1:-1], V[1:-1, 1:-1]

r = 20
u[...] = 1.0
U[n//2-r:n//2+r, n//2-r:n//2+r] = 0.50
V[n//2-r:n//2+r, n//2-r:n//2+r] = 0.25
u += 0.05*np.random.uniform(-1, +1, (n, n))
v += 0.05*np.random.uniform(-1, +1, (n, n))


@alpyna.jit
def update(frame):
    global U, V, u, v, im

    for i in range(10):
        Lu = (                  U[0:-2, 1:-1] +
              U[1:-1, 0:-2] - 4*U[1:-1, 1:-1] + U[1:-1, 2:] +
                                U[2:  , 1:-1])
        Lv = (                  V[0:-2, 1:-1] +
              V[1:-1, 0:-2] - 4*V[1:-1, 1:-1] + V[1:-1, 2:] +
                                V[2:  , 1:-1])
        uvv = u*v*v
        u += (Du*Lu - uvv + F*(1-u))
        v += (Dv*Lv + uvv - (F+k)*v)

    return V.min(), V.max()


for frame in range(frames):
    vmin, vmax = update(frame)
print(repr(float(vmin)), repr(float(vmax)))
for A in (U, V):
    print(repr(float(A.sum())), repr(float((A * A).sum())))
print(V[n // 2, n // 4:n // 4 + 5])
