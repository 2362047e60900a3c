# test-args: 24 6
# The NumPy Game of Life of Rougier's "From Python to NumPy"
# (code/game-of-life-numpy.py; (c) 2017 Nicolas P. Rougier, code BSD, book
# text CC BY-NC-SA 4.0): the animation's update() with its globals Z and M,
# marked @alpyna.jit as it is; the matplotlib image and FuncAnimation are
# replaced by calling update() `steps` times and printing checksums. The
# board is 300 x 600 in the book; here n x 2n, n (default 100) and steps
# (default 50) set by optional arguments; np.random.seed(1) fixes the board.
import sys

import numpy as np

import alpyna


@alpyna.jit
def update(*args):
    global Z, M

    N = (Z[0:-2, 0:-2] + Z[0:-2, 1:-1] + Z[0:-2, 2:] +
         Z[1:-1, 0:-2]                 + Z[1:-1, 2:] +
         Z[2:  , 0:-2] + Z[2:  , 1:-1] + Z[2:  , 2:])
    birth = (N == 3) & (Z[1:-1, 1:-1] == 0)
    survive = ((N == 2) | (N == 3)) & (Z[1:-1, 1:-1] == 1)
    Z[...] = 0
    Z[1:-1, 1:-1][birth | survive] = 1

    # Show past activities
    M[M>0.25] = 0.25
    M *= 0.995
    M[Z==1] = 1


n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 50
np.random.seed(1)
Z = np.random.randint(0, 2, (n, 2 * n))
M = np.zeros(Z.shape)
for frame in range(steps):
    update(frame)
print(Z.sum(), Z[:6].sum(axis=1))
print(Z[n // 2, :20])
print(repr(float(M.sum())), repr(float(M.max())), repr(float((M * M).sum())))
print(M[n // 2, 10:14])
