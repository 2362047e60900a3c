# Port of numba-benchmark benchmarks/bench_gameoflife.py (BSD-2-Clause, numba/numba-benchmark):
# Conway's game of life on a torus, neighbours counted by a helper that scatters +1 into
# the eight cells around each live one.
import sys

import numpy as np

import alpyna


rows = int(sys.argv[1]) if len(sys.argv) > 1 else 16
cols = int(sys.argv[2]) if len(sys.argv) > 2 else 12
start_state = np.random.RandomState(0).random_sample((rows, cols)) > 0.5

def run_game(nb_iters):
    state = start_state
    for i in range(nb_iters):
        state = numba_life_step(state)
    return state


@alpyna.jit
def wrap(k, max_k):
    if k == -1:
        return max_k - 1
    elif k == max_k:
        return 0
    else:
        return k

@alpyna.jit
def increment_neighbors(i, j, neighbors):
    ni, nj = neighbors.shape
    for delta_i in (-1, 0, 1):
        neighbor_i = wrap(i + delta_i, ni)
        for delta_j in (-1, 0, 1):
            if delta_i != 0 or delta_j != 0:
                neighbor_j = wrap(j + delta_j, nj)
                neighbors[neighbor_i, neighbor_j] += 1

@alpyna.jit
def numba_life_step(X):
    # Compute # of live neighbours per cell
    neighbors = np.zeros_like(X, dtype=np.int8)
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            if X[i,j]:
                increment_neighbors(i, j, neighbors)
    # Return next iteration of the game state
    return (neighbors == 3) | (X & (neighbors == 2))


print(int(start_state.sum()))
state = run_game(10)
print(state.dtype, state.shape, int(state.sum()))
print(int((state * np.arange(rows * cols).reshape(rows, cols)).sum()))
print(state[:4, :10].astype(np.int8))
