# Whole arrays copied into slices inside loops, as time-stepping codes
# write them (fdtd's `old[:] = grid`, Jacobi's `x[:] = x_new`): each copy
# is a loop over the elements, and the loops around run as one nest. A
# name is read as a whole array where the function also subscripts it;
# copy_2d's w, never subscripted, may as well be a number filling u: a
# call passing an array runs the nest built for its rank (two axes as
# kernels; a row, which NumPy broadcasts, in the interpreter).
import numpy as np
import alpyna


@alpyna.jit
def steps(grid, old, n_steps):
    n = grid.shape[0]
    for t in range(n_steps):
        old[:] = grid
        for x in range(1, n - 1):
            grid[x] = old[x] + 0.25 * (old[x - 1] - 2.0 * old[x] + old[x + 1]) + 1.0


@alpyna.jit
def jacobi(A, b, x, iters):
    n = b.shape[0]
    x_new = np.zeros_like(x)
    for it in range(iters):
        for i in range(n):
            s = b[i]
            for j in range(n):
                if j != i:
                    s -= A[i, j] * x[j]
            x_new[i] = s / A[i, i]
        x[:] = x_new
    return x


@alpyna.jit
def fill_rows(M, v):
    for i in range(M.shape[0]):
        M[i, :] = v * (i + 1) + v[0]


@alpyna.jit
def smooth_2d(grid, prev, acc, n_steps):
    n, m = grid.shape
    for t in range(n_steps):
        prev[:] = grid
        acc[:] = 0.0
        for x in range(1, n - 1):
            for y in range(1, m - 1):
                acc[x, y] = prev[x - 1, y] + prev[x + 1, y] + prev[x, y - 1] + prev[x, y + 1]
                grid[x, y] = 0.5 * prev[x, y] + 0.125 * acc[x, y]


@alpyna.jit
def copy_2d(u, w, reps):
    for r in range(reps):
        u[:, :] = w
        u[0, 0] += r


grid = np.zeros(8)
old = np.zeros(8)
steps(grid, old, 6)
print(grid)
A = np.array([[4.0, 1.0, 0.5], [1.0, 5.0, 1.0], [0.5, 1.0, 6.0]])
print(jacobi(A, np.array([1.0, 2.0, 3.0]), np.zeros(3), 25))
M = np.zeros((3, 4))
fill_rows(M, np.arange(4.0) + 1)
print(M)
g = np.zeros((5, 6))
g[2, 3] = 16.0
p2 = np.zeros((5, 6))
a2 = np.ones((5, 6))
smooth_2d(g, p2, a2, 3)
print(g)
print(a2.sum())
u = np.zeros((2, 3))
copy_2d(u, np.arange(6.0).reshape(2, 3), 3)
print(u)
copy_2d(u, np.arange(3.0), 2)
print(u)
copy_2d(u, [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], 2)
print(u)
