# Inner loops whose bounds are not affine in the outer loop's variable
# (range(i * N // k, (i + 1) * N // k), range(i % 2, n, 2)), from Numba's
# parfors tests (test_cfg, test_prange_index_calc1), and reductions by
# true division (s /= x[i], test_prange03div). Blocks of a nondecreasing
# function of i are disjoint, so i runs in parallel; starts of alternating
# parity do not order rows, so a row reading its neighbour's other colour
# runs in order.
import numpy as np
import alpyna


@alpyna.jit
def sign_mask(x, is_positive, N):
    for i in range(2):
        for j in range(i * N // 2, (i + 1) * N // 2):
            is_positive[j] = 0
            if x[j] > 0:
                is_positive[j] = 1
    return is_positive


@alpyna.jit
def doubled(x, out, N):
    for i in range(2):
        for j in range(i * N // 2, (i + 1) * N // 2):
            out[j] = x[j] * 2
    return out


@alpyna.jit
def fill_blocks(out, N, nblocks):
    for i in range(nblocks):
        for j in range(i * N // nblocks, (i + 1) * N // nblocks):
            out[j] = j * 2.0 + i
    return out


@alpyna.jit
def quarters(out):
    for i in range(4):
        for j in range(i * len(out) // 4, (i + 1) * len(out) // 4):
            out[j] = out[j] * 0.5 + i
    return out


@alpyna.jit
def clipped_blocks(out, x, n, bs):
    for b in range(n // bs + 1):
        for j in range(b * bs, min((b + 1) * bs, n)):
            out[j] = out[j] + x[j] * b
    return out


@alpyna.jit
def running_blocks(out, N):
    # each block starts from the last element of the block before
    for i in range(4):
        for j in range(i * N // 4 + 1, (i + 1) * N // 4 + 1):
            out[j] = out[j - 1] + 1.0
    return out


@alpyna.jit
def odd_even(u, size):
    for i in range(size):
        for j in range(i % 2, size, 2):
            u[i, j] = i + j
    return u


@alpyna.jit
def red_sweep(u, size):
    for i in range(1, size - 1):
        for j in range((i + 1) % 2 + 1, size - 1, 2):
            u[i, j] = u[i + 1, j] + 1
    return u


@alpyna.jit
def parity_rows(a, n):
    # row i reads the other colour of row i - 1, which that row wrote
    for i in range(1, n):
        for j in range(i % 2, n - 1, 2):
            a[i, j] = a[i - 1, j + 1] + 1.0
    return a


@alpyna.jit
def halve(n):
    s = 10
    for i in range(n):
        s /= 2
    return s


@alpyna.jit
def halve_float(n):
    s = 10.0
    for i in range(n):
        s /= 2
    return s


@alpyna.jit
def divide_all(x):
    s = 3.0
    for i in range(x.shape[0]):
        s = s / x[i]
    return s


@alpyna.jit
def ratio(x, y):
    s = 1.5
    for i in range(x.shape[0]):
        s = s * x[i] / y[i]
    return s


@alpyna.jit
def mean_ratio(x, y):
    s = 1.0
    for i in range(x.shape[0]):
        s /= x[i] / y[i]
    return s


x = np.array([0.5, -1.0, 2.0, -0.1, 0.0, 3.0])
print(sign_mask(x, np.zeros(6), 6).tolist())
print(doubled(x, np.zeros(6), 6).tolist())
big = np.cos(np.arange(200001) * 0.37)
mask = sign_mask(big, np.zeros(200001), 200001)
print(mask.sum(), mask[:8].tolist(), mask[-4:].tolist())
print(fill_blocks(np.zeros(10), 10, 4).tolist())
out = fill_blocks(np.zeros(100003), 100003, 7)
print(out.sum(), out[14285:14288].tolist(), out[-2:].tolist())
print(fill_blocks(np.zeros(10), -10, 4).tolist())
print(quarters(np.arange(10.0)).tolist())
print(quarters(np.arange(100001.0)).sum())
print(clipped_blocks(np.ones(10), np.arange(10.0), 10, 3).tolist())
out = clipped_blocks(np.ones(100000), np.arange(100000.0), 100000, 4096)
print(out.sum(), out[4095:4098].tolist())
print(running_blocks(np.zeros(13), 12).tolist())
print(odd_even(np.zeros((6, 6)), 6).sum())
print(odd_even(np.zeros((300, 301)), 300).sum())
print(red_sweep(np.arange(36.0).reshape(6, 6), 6).sum())
print(red_sweep(np.arange(90000.0).reshape(300, 300), 300).sum())
print(parity_rows(np.zeros((8, 8)), 8).sum())
rows = parity_rows(np.zeros((400, 400)), 400)
print(rows.sum(), rows[399, :6].tolist())
print(halve(10))
print(halve_float(10), halve_float(0), halve_float(1100))
powers = 2.0 ** (np.arange(100000) % 5 - 2)
print(divide_all(powers), divide_all(powers[:3]), divide_all(powers[:0]))
print(ratio(powers, powers[::-1].copy()))
wobble = 1.0 + np.sin(np.arange(50000.0)) * 1e-3
print(f"{divide_all(wobble):.9g}", f"{mean_ratio(wobble, wobble[::-1].copy()):.9g}")
