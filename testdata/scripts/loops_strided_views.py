# Strided views passed to jit functions, as users spell them: a column,
# a transpose, steps (negative ones too), sub-blocks, 3-D slices, of
# float64, float32 and int64 arrays, read, written and reduced. Kernels
# address them through their strides (no staged copy); a view that
# shares memory with another argument the nest writes runs in the
# interpreter. Every result is CPython's.
import numpy as np
import alpyna


@alpyna.jit
def scale(x):
    for i in range(x.shape[0]):
        x[i] = x[i] * 2.0 + 1.0


@alpyna.jit
def total(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i]
    return s


@alpyna.jit
def add_rows(dst, src):
    for i in range(dst.shape[0]):
        for j in range(dst.shape[1]):
            dst[i, j] = dst[i, j] + src[i, j] * 10


@alpyna.jit
def copy2(dst, src):
    for i in range(dst.shape[0]):
        for j in range(dst.shape[1]):
            dst[i, j] = src[i, j]


@alpyna.jit
def stencil(out, a):
    for i in range(1, a.shape[0] - 1):
        for j in range(1, a.shape[1] - 1):
            out[i - 1, j - 1] = 0.25 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])


@alpyna.jit
def smooth_inner(inner, a):
    # inner is a[1:-1, 1:-1]: it shares memory with a.
    for i in range(inner.shape[0]):
        for j in range(inner.shape[1]):
            inner[i, j] = 0.25 * (a[i, j + 1] + a[i + 2, j + 1] + a[i + 1, j] + a[i + 1, j + 2])


@alpyna.jit
def bump3(x):
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            for k in range(x.shape[2]):
                x[i, j, k] = x[i, j, k] + i * 100 + j * 10 + k


@alpyna.jit
def colsum(a, out):
    for j in range(a.shape[1]):
        s = 0.0
        for i in range(a.shape[0]):
            s += a[i, j]
        out[j] = s


@alpyna.jit
def maxabs(x):
    m = 0
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            v = abs(x[i, j])
            if v > m:
                m = v
    return m


# A column, read and written, then reduced.
a = np.arange(20.0).reshape(4, 5)
scale(a[:, 1])
print(a)
print(total(a[:, 1]), total(a[2]))

# A step, a negative step.
b = np.arange(12.0)
scale(b[::3])
scale(b[::-2])
print(b)
print(total(b[::-1]), total(b[1::4]))

# A transpose, read and written.
c = np.arange(12.0).reshape(3, 4)
d = np.zeros((4, 3))
add_rows(d, c.T)
print(d)
add_rows(c.T, d)
print(c)

# Steps in both axes, one negative: a[::2, ::-1].
e = np.arange(30.0).reshape(6, 5)
f = np.zeros((3, 5))
copy2(f, e[::2, ::-1])
print(f)
copy2(e[::2, ::-1], f * 2)
print(e)

# A stencil over a sub-block into a sub-block.
g = np.arange(36.0).reshape(6, 6) % 7
h = np.zeros((6, 6))
stencil(h[1:-1, 1:-1], g)
print(h)
stencil(h[1:-1, 1:-1], g[:, ::-1].T)
print(h)

# A sub-block that aliases the other argument.
k = np.arange(25.0).reshape(5, 5) % 4
smooth_inner(k[1:-1, 1:-1], k)
print(k)

# 3-D: a slice with steps, a transpose of axes.
m = np.zeros((4, 3, 6), dtype=np.int64)
bump3(m[1:, :, ::2])
print(m[:, :, 0])
print(m.sum())
bump3(m.transpose(2, 0, 1))
print(m[2])

# float32 and int64 views.
p32 = np.arange(24, dtype=np.float32).reshape(4, 6)
out32 = np.zeros(3, dtype=np.float32)
colsum(p32[:, ::2], out32)
print(out32, out32.dtype)
scale(p32[::-1, 3])
print(p32)
q = (np.arange(35, dtype=np.int64).reshape(5, 7) - 17) * 3
print(maxabs(q[::2, 1::3]), maxabs(q.T[::-1]))
r = np.zeros((7, 5), dtype=np.int64)
copy2(r, q.T)
copy2(r[::-1, ::2], r[:, ::2] + 1)
print(r)

# Column sums of a transposed block.
s = np.arange(48.0).reshape(6, 8)
cs = np.zeros(6)
colsum(s[:, 1:-1].T, cs)
print(cs)
