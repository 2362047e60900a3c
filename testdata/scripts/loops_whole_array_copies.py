# Whole arrays copied into slices inside loops, as time-stepping codes
# write them (fdtd's `old[:] = grid`, Jacobi's `x[:] = x_new`): each copy
# is a loop over the elements, and the loops around run as one nest. A
# name is read as a whole array where the function also subscripts it;
# copy_2d's w, never subscripted, may as well be a number filling u, so
# its nest runs in the interpreter when a call passes an array.
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
u = np.zeros((2, 3))
copy_2d(u, np.arange(6.0).reshape(2, 3), 3)
print(u)
copy_2d(u, np.arange(3.0), 2)
print(u)
copy_2d(u, [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], 2)
print(u)
