# Port of pythran's tests/cases/fdtd.py (BSD-3-Clause, serge-sans-paille/pythran; from a Stack
# Overflow question on NumbaPro): a finite-difference time-domain wave step with boundary tests
# inside the loop, grids rotated with np.copyto in the original; here with slice assignments
# (previous_grid[:] = old_grid), since alpyna has no np.copyto yet.
import sys

import numpy as np

import alpyna


@alpyna.jit
def fdtd(input_grid, steps):
    grid = input_grid.copy()
    old_grid = np.zeros_like(input_grid)
    previous_grid = np.zeros_like(input_grid)

    l_x = grid.shape[0]
    l_y = grid.shape[1]

    for i in range(steps):
        previous_grid[:] = old_grid
        old_grid[:] = grid

        for x in range(l_x):
            for y in range(l_y):
                grid[x,y] = 0.0
                if 0 < x+1 < l_x:
                    grid[x,y] += old_grid[x+1,y]
                if 0 < x-1 < l_x:
                    grid[x,y] += old_grid[x-1,y]
                if 0 < y+1 < l_y:
                    grid[x,y] += old_grid[x,y+1]
                if 0 < y-1 < l_y:
                    grid[x,y] += old_grid[x,y-1]

                grid[x,y] /= 2.0
                grid[x,y] -= previous_grid[x,y]

    return grid


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    a = np.arange(float(n * n)).reshape(n, n)
    g = fdtd(a, 25)
    print(f"{g.sum():.6e}", f"{np.abs(g).max():.6e}", f"{g[1, 1]:.6e}", f"{g[n // 2, n // 3]:.6e}")
    b = np.ones((n, n + 3))
    g = fdtd(b, 20)
    print(f"{g.sum():.6e}", f"{g[0, 0]:.6e}", f"{g[n - 1, n + 2]:.6e}")


main()
