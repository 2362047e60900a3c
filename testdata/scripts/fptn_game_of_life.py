# test-args: 24 6
# Port of the pure-Python Game of Life of Nicolas P. Rougier's "From Python to
# NumPy" (github.com/rougier/from-python-to-numpy, code/game-of-life-python.py,
# chapter "Code vectorization", section "Uniform vectorization"; (c) 2017
# Nicolas P. Rougier, code BSD, book text CC BY-NC-SA 4.0). The board is a
# list of lists of ints, as in the book; compute_neighbours and iterate are
# marked @alpyna.jit as they are. The matplotlib drawing is replaced by
# printing the board: the book's glider for 4 iterations, then a random board
# (seeded np.random, converted with tolist()) of n x n for `steps` iterations.
# Optional arguments: n (default 64) and steps (default 20).
import sys

import numpy as np

import alpyna


@alpyna.jit
def compute_neighbours(Z):
    shape = len(Z), len(Z[0])
    N = [[0, ]*(shape[0]) for i in range(shape[1])]
    for x in range(1, shape[0]-1):
        for y in range(1, shape[1]-1):
            N[x][y] = Z[x-1][y-1]+Z[x][y-1]+Z[x+1][y-1] \
                    + Z[x-1][y]            +Z[x+1][y]   \
                    + Z[x-1][y+1]+Z[x][y+1]+Z[x+1][y+1]
    return N


@alpyna.jit
def iterate(Z):
    shape = len(Z), len(Z[0])

    N = compute_neighbours(Z)
    for x in range(1, shape[0]-1):
        for y in range(1, shape[1]-1):
            if Z[x][y] == 1 and (N[x][y] < 2 or N[x][y] > 3):
                Z[x][y] = 0
            elif Z[x][y] == 0 and N[x][y] == 3:
                Z[x][y] = 1
    return Z


Z = [[0, 0, 0, 0, 0, 0],
     [0, 0, 0, 1, 0, 0],
     [0, 1, 0, 1, 0, 0],
     [0, 0, 1, 1, 0, 0],
     [0, 0, 0, 0, 0, 0],
     [0, 0, 0, 0, 0, 0]]
for i in range(4):
    iterate(Z)
    print(i + 1, Z)

n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 20
np.random.seed(1)
Z = np.random.randint(0, 2, (n, n)).tolist()
for i in range(steps):
    Z = iterate(Z)
alive = sum(sum(row) for row in Z)
print(alive, [sum(row) for row in Z[:8]])
print(Z[n // 2][:16])
