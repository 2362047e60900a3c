# A jit function called once per cell of a grid, as Numba users write a
# game of life's neighbour count: each call adds to a 3 x 3 block around
# (i, j). The calls with new (i, j) share one variant after the first
# few, and a kernel that may stop saves only the block's rows before it
# runs. Calls at the grid's edge (Python wraps index -1) and a call that
# raises part-way run in the interpreter with CPython's results.
import numpy as np
import alpyna


@alpyna.jit
def bump(i, j, counts):
    for di in (-1, 0, 1):
        for dj in (-1, 0, 1):
            if di != 0 or dj != 0:
                counts[i + di, j + dj] += 1


@alpyna.jit
def spread(i, j, grid, w):
    for di in range(-1, 2):
        for dj in range(-1, 2):
            grid[i + di, j + dj] += 12 // int(w[di + 1, dj + 1])


@alpyna.jit
def life_step(cells, counts):
    n, m = cells.shape
    for i in range(n):
        for j in range(m):
            counts[i, j] = 0
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            if cells[i, j]:
                bump(i, j, counts)


cells = np.zeros((12, 10), dtype=np.int64)
cells[2, 3] = cells[3, 4] = cells[4, 2] = cells[4, 3] = cells[4, 4] = 1
cells[8, 7] = cells[8, 8] = cells[8, 9] = 1
counts = np.zeros_like(cells)
for i in range(1, 11):
    for j in range(1, 9):
        if cells[i, j]:
            bump(i, j, counts)
print(counts)
bump(0, 0, counts)
try:
    bump(11, 8, counts)
except IndexError as e:
    print("IndexError:", e)
print(counts[0], counts[-2], counts[-1])

grid = np.zeros((6, 7), dtype=np.int64)
w = np.array([[1, 2, 3], [4, 6, 12], [2, 3, 4]])
for i in range(1, 5):
    for j in range(1, 6):
        spread(i, j, grid, w)
print(grid)
w[2, 1] = 0
try:
    spread(3, 3, grid, w)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(grid)

counts2 = np.zeros_like(cells)
for step in range(3):
    life_step(cells, counts2)
    cells = ((counts2 == 3) | ((cells == 1) & (counts2 == 2))).astype(np.int64)
print(cells.sum(), counts2.sum())
print(cells)
