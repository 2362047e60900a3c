# Whole-array NumPy updates in a time loop, as NumPy code writes them:
# a slice statement that reads its own target through shifted slices (NumPy
# computes the right-hand side before it stores: the nest does so through a
# scratch array), and intermediate arrays named in the loop body.
import numpy as np
from numpy import zeros
import alpyna


@alpyna.jit
def lin_solve(x, x0, a, c, iters):
    # Stam's stable-fluids Gauss-Seidel written with slices: a Jacobi sweep
    for k in range(iters):
        x[1:-1, 1:-1] = (x0[1:-1, 1:-1] + a * (x[:-2, 1:-1] + x[2:, 1:-1] + x[1:-1, :-2] + x[1:-1, 2:])) / c
        x[0, 1:-1] = x[1, 1:-1]
        x[-1, 1:-1] = x[-2, 1:-1]


@alpyna.jit
def gray_scott(U, V, u, v, Du, Dv, F, k, steps):
    n = U.shape[0] - 2
    for i in range(steps):
        Lu = U[0:-2, 1:-1] + U[1:-1, 0:-2] - 4 * U[1:-1, 1:-1] + U[1:-1, 2:] + U[2:, 1:-1]
        Lv = V[0:-2, 1:-1] + V[1:-1, 0:-2] - 4 * V[1:-1, 1:-1] + V[1:-1, 2:] + V[2:, 1:-1]
        uvv = u[0:n, 0:n] * v[0:n, 0:n] * v[0:n, 0:n]
        u[0:n, 0:n] += Du * Lu - uvv + F * (1 - u[0:n, 0:n])
        v[0:n, 0:n] += Dv * Lv + uvv - (F + k) * v[0:n, 0:n]
        U[1:-1, 1:-1] = u
        V[1:-1, 1:-1] = v


@alpyna.jit
def smooth_in_place(f, steps):
    for s in range(steps):
        f[1:-1] += 0.25 * (f[:-2] - 2.0 * f[1:-1] + f[2:])


@alpyna.jit
def reused(f, g, steps):
    # d is read twice; g changes between the two reads' statements only
    # through the statement that reads it last
    for s in range(steps):
        d = f[2:] - f[:-2]
        g[1:-1] = 0.5 * d
        f[1:-1] = f[1:-1] + 0.1 * d


x0 = np.fromfunction(lambda i, j: np.sin(0.3 * i) * np.cos(0.2 * j), (34, 34))
x = np.zeros((34, 34))
lin_solve(x, x0, 0.2, 1.8, 20)
print("lin_solve", repr(float(x.sum())), x[1, 1:4], x[-1, 5])

n = 40
np.random.seed(4)
U = np.ones((n + 2, n + 2))
V = np.zeros((n + 2, n + 2))
U[15:25, 15:25] = 0.5
V[15:25, 15:25] = 0.25 + 0.01 * np.random.rand(10, 10)
u, v = U[1:-1, 1:-1].copy(), V[1:-1, 1:-1].copy()
gray_scott(U, V, u, v, 0.16, 0.08, 0.035, 0.065, 30)
print("gray-scott", repr(float(U.sum())), repr(float(V.sum())), V[20, 18:21])

f = np.linspace(0.0, 1.0, 50) ** 2
smooth_in_place(f, 40)
print("smooth", repr(float(f.sum())), f[:3])

f = np.cos(np.linspace(0.0, 3.0, 30))
g = np.zeros(30)
reused(f, g, 5)
print("reused", repr(float(f.sum())), repr(float(g.sum())))

# an int array updated with floats in place: NumPy refuses the cast
fi = np.arange(10)
try:
    smooth_in_place(fi, 2)
except Exception as e:
    print(isinstance(e, TypeError), e)
print(fi)


@alpyna.jit
def blocks(a, out, nb, m):
    # scratch made per block with zeros imported from numpy
    for b in range(nb):
        loc = zeros(m)
        for i in range(m):
            loc[i] = a[b * m + i] * 2.0
        s = 0.0
        for i in range(m):
            s += loc[i] * loc[m - 1 - i]
        out[b] = s


out = np.zeros(64)
blocks(np.linspace(0.0, 1.0, 64 * 64), out, 64, 64)
print("blocks", repr(float(out.sum())), out[3])
