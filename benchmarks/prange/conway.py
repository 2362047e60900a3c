# conway, hand-parallelised for Numba: prange over the cells (i, j); the
# neighbour count over di, dj is a private sum, left sequential.
# Same computation and checksum as ../conway.py; see README.md.
import sys

import numpy as np

try:
    from numba import njit, prange
except ImportError:  # no Numba: the same computation, sequential, under CPython
    prange = range

    def njit(*args, **kwargs):
        return lambda fn: fn


from alpyna import timed


@timed
@njit(parallel=True)
def life(board, out, n):
    for i in prange(1, n - 1):
        for j in prange(1, n - 1):
            alive = 0
            for di in range(-1, 2):
                for dj in range(-1, 2):
                    alive += board[i + di, j + dj]
            alive -= board[i, j]
            if board[i, j] == 1 and (alive == 2 or alive == 3):
                out[i, j] = 1
            elif board[i, j] == 0 and alive == 3:
                out[i, j] = 1
            else:
                out[i, j] = 0


n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
board = np.zeros((n, n), dtype=np.int32)
for i in range(n):
    for j in range(n):
        board[i, j] = 1 if (i * 7 + j * 13) % 5 < 2 else 0
out = np.zeros((n, n), dtype=np.int32)
life(board, out, n)
print("checksum", int(out.sum()))
