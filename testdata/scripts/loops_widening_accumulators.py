# Accumulators started at an int (or a numpy.float32) and given floats,
# as people write them (Numba's examples blur an image this way): the
# int is held exactly in a float64, so the nests run as kernels; where
# the int could be large, or the scalar is read after the nest, the
# nest runs elsewhere with CPython's results.
import math
import numpy as np
import alpyna


@alpyna.jit
def blur(img, k, out):
    n, m = img.shape
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            num = 0
            for di in range(3):
                for dj in range(3):
                    num += img[i + di - 1, j + dj - 1] * k[di, dj]
            out[i, j] = num


@alpyna.jit
def root_sums(a, out, width):
    for i in range(out.shape[0]):
        s = 0
        for j in range(width):
            s += math.sqrt(a[i + j])
        out[i] = s


@alpyna.jit
def accel(pos, w, zero, out):
    n = pos.shape[0]
    for i in range(n):
        ax = zero
        for j in range(n):
            r = pos[j] - pos[i]
            ax += w[j] * r / (1.0 + r * r)
        out[i] = ax


@alpyna.jit
def to_ints(a, out, width):
    for i in range(out.shape[0]):
        t = 0
        for j in range(width):
            t += a[i + j]
        out[i] = t


@alpyna.jit
def capped(a, out):
    for i in range(a.shape[0]):
        best = 0
        for j in range(a.shape[1]):
            best = max(best, a[i, j])
        out[i] = best


@alpyna.jit
def inverse_or_zero(a, out):
    for i in range(a.shape[0]):
        v = 0
        if a[i] > 0.5:
            v = a[i] * 2.0
        out[i] = 1 / v


@alpyna.jit
def counted_then_float(a, out):
    for i in range(a.shape[0]):
        c = 0
        c += 1
        c += a[i]
        out[i] = c


@alpyna.jit
def huge_start(a, out):
    for i in range(a.shape[0]):
        h = 2 ** 60
        h += a[i]
        out[i] = h


@alpyna.jit
def last_value(a):
    for i in range(a.shape[0]):
        z = 0
        z += a[i]
    return z


@alpyna.jit
def last_positive(a):
    z = 0
    for i in range(a.shape[0]):
        if a[i] > 0:
            z = a[i]
    return z


img = np.arange(42.0).reshape(6, 7) % 5
k = np.array([[1.0, 2.0, 1.0], [2.0, 4.0, 2.0], [1.0, 2.0, 1.0]]) / 16
out = np.zeros_like(img)
blur(img, k, out)
print(out)

a = np.linspace(0.0, 3.0, 13)
r = np.zeros(10)
root_sums(a, r, 4)
print(r)
root_sums(a, r, 0)
print(r)

pos = np.linspace(-1.0, 1.0, 9)
acc = np.zeros(9)
accel(pos, np.ones(9) / 9, np.float32(0.25), acc)
print(acc)

ints = np.zeros(10, dtype=np.int64)
to_ints(a * 1.7, ints, 3)
print(ints)
to_ints(a, ints, 0)
print(ints)

m = np.array([[-1.0, -2.0], [0.0, -0.5], [3.5, 1.0]])
caps = np.zeros(3)
capped(m, caps)
print(caps)

inv = np.zeros(5)
inverse_or_zero(np.array([0.9, 0.6, 0.7, 0.8, 1.0]), inv)
print(inv)
try:
    inverse_or_zero(np.array([0.9, 0.1, 0.7]), inv)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(inv)

cf = np.zeros(4)
counted_then_float(np.array([0.5, 1.5, 2.5, 3.5]), cf)
print(cf)

hs = np.zeros(3)
huge_start(np.array([0.5, 1.0, 1.5]), hs)
print(hs)

print(last_value(np.array([1.0, 2.0])))
print(last_positive(np.array([-1.0, 2.5, -3.0])), last_positive(np.array([-1.0])))
