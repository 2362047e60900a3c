# test-args: 24 6
# The pure-Python Game of Life of Rougier's "From Python to NumPy"
# (code/game-of-life-python.py; (c) 2017 Nicolas P. Rougier, code BSD, book
# text CC BY-NC-SA 4.0) moved to NumPy arrays as a user adopting alpyna would
# do it: the same loops, the same chained subscripts Z[x][y], the list N made
# np.zeros of the board's shape and dtype. See fptn_game_of_life.py for the
# list form. Optional arguments: n (default 64) and steps (default 20).
import sys

import numpy as np

import alpyna


@alpyna.jit
def compute_neighbours(Z):
    shape = len(Z), len(Z[0])
    N = np.zeros(shape, dtype=Z.dtype)
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


Z = np.array([[0, 0, 0, 0, 0, 0],
              [0, 0, 0, 1, 0, 0],
              [0, 1, 0, 1, 0, 0],
              [0, 0, 1, 1, 0, 0],
              [0, 0, 0, 0, 0, 0],
              [0, 0, 0, 0, 0, 0]])
for i in range(4):
    iterate(Z)
    print(i + 1)
    print(Z)

n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 20
np.random.seed(1)
Z = np.random.randint(0, 2, (n, n))
for i in range(steps):
    Z = iterate(Z)
print(Z.sum(), Z[:8].sum(axis=1))
print(Z[n // 2, :16])
