# conway: one generation of the game of life on an n x n board with a dead
# border, neighbours counted with explicit loops.
import sys

import numpy as np

import alpyna


@alpyna.jit
def life(board, out, n):
    # expect: L21: parallel i j; sequential none
    # expect: L24: parallel(reduction) i j di dj; sequential none
    # expect: L25: parallel i j; sequential none
    # expect: L27: parallel i j; sequential none
    # expect: L29: parallel i j; sequential none
    # expect: L31: parallel i j; sequential none
    # why: board is only read, out[i, j] written once; alive is private to (i, j) and a sum over di, dj.
    for i in range(1, n - 1):
        for j in range(1, n - 1):
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
