"""A benchmark-sized script: several of the paper's kernels in one module."""
import math
import numpy as np
import alpyna


@alpyna.jit
def gemm(a, b, c, n, alpha, beta):
    for i in range(n):
        for j in range(n):
            c[i, j] *= beta
            for k in range(n):
                c[i, j] += alpha * a[i, k] * b[k, j]


@alpyna.jit
def jacobi2d(a, b, n, steps):
    for t in range(steps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                b[i, j] = 0.2 * (a[i, j] + a[i, j - 1] + a[i, j + 1] + a[i + 1, j] + a[i - 1, j])
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                a[i, j] = b[i, j]


@alpyna.jit
def black_scholes(price, strike, t, rate, vol, call, put, n):
    for i in range(n):
        sqrt_t = math.sqrt(t[i])
        d1 = (math.log(price[i] / strike[i]) + (rate + 0.5 * vol * vol) * t[i]) / (vol * sqrt_t)
        d2 = d1 - vol * sqrt_t
        cnd1 = 0.5 * (1.0 + math.erf(d1 / math.sqrt(2.0)))
        cnd2 = 0.5 * (1.0 + math.erf(d2 / math.sqrt(2.0)))
        disc = strike[i] * math.exp(-rate * t[i])
        call[i] = price[i] * cnd1 - disc * cnd2
        put[i] = disc * (1.0 - cnd2) - price[i] * (1.0 - cnd1)


@alpyna.jit
def lu(a, n):
    for k in range(n):
        for i in range(k + 1, n):
            a[i, k] = a[i, k] / a[k, k]
            for j in range(k + 1, n):
                a[i, j] -= a[i, k] * a[k, j]


@alpyna.jit
def nbody(pos, vel, mass, n, dt, eps):
    for i in range(n):
        ax = 0.0
        ay = 0.0
        for j in range(n):
            dx = pos[j, 0] - pos[i, 0]
            dy = pos[j, 1] - pos[i, 1]
            inv = 1.0 / math.sqrt(dx * dx + dy * dy + eps)
            f = mass[j] * inv * inv * inv
            ax += f * dx
            ay += f * dy
        vel[i, 0] += dt * ax
        vel[i, 1] += dt * ay


@alpyna.jit
def seidel(a, n, steps):
    for t in range(steps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                a[i, j] = (a[i - 1, j - 1] + a[i - 1, j] + a[i - 1, j + 1]
                           + a[i, j - 1] + a[i, j] + a[i, j + 1]
                           + a[i + 1, j - 1] + a[i + 1, j] + a[i + 1, j + 1]) / 9.0


@alpyna.jit
def mandelbrot(out, w, h, iters):
    for y in range(h):
        for x in range(w):
            cr = -2.0 + 3.0 * x / w
            ci = -1.5 + 3.0 * y / h
            zr = 0.0
            zi = 0.0
            count = 0
            for k in range(iters):
                if zr * zr + zi * zi > 4.0:
                    break
                tmp = zr * zr - zi * zi + cr
                zi = 2.0 * zr * zi + ci
                zr = tmp
                count += 1
            out[y, x] = count


@alpyna.jit
def spmv(rows, cols, vals, x, y, nnz):
    for e in range(nnz):
        y[rows[e]] += vals[e] * x[cols[e]]


if __name__ == "__main__":
    n = 4
    a = np.ones((n, n))
    b = np.ones((n, n))
    c = np.zeros((n, n))
    gemm(a, b, c, n, 1.0, 0.0)
    jacobi2d(a, b, n, 2)
    p = np.full(n, 100.0)
    call = np.zeros(n)
    put = np.zeros(n)
    black_scholes(p, p, np.ones(n), 0.02, 0.3, call, put, n)
    lu(a + np.eye(n), n)
    pos = np.arange(2.0 * n).reshape(n, 2)
    vel = np.zeros((n, 2))
    nbody(pos, vel, np.ones(n), n, 0.1, 0.01)
    seidel(a, n, 2)
    out = np.zeros((3, 4))
    mandelbrot(out, 4, 3, 10)
    y = np.zeros(n)
    spmv(np.arange(n), np.arange(n), np.ones(n), np.ones(n), y, n)
    print(c.sum(), call.sum(), vel.sum(), out.sum(), y.sum())
