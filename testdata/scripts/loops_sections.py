# Assignments through slices inside loops, as row and stencil updates are
# written: each becomes a loop over the section's elements
# (frontend/sections.go) and the nest runs as kernels. Bounds NumPy would
# clip, extents NumPy would broadcast, float32 arrays and a target read
# otherwise than through its own section run in the interpreter, which
# does what NumPy does. CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def clear_rows(A, B):
    n, m = A.shape
    for i in range(n):
        A[i, :] = 0.0
        for j in range(m):
            A[i, j] += B[i, j] * 2


@alpyna.jit
def heat(u, v, steps, r):
    for t in range(steps):
        v[1:-1] = u[1:-1] + r * (u[2:] - 2.0 * u[1:-1] + u[:-2])
        u[1:-1] = v[1:-1]


@alpyna.jit
def scale_rows(A, w):
    for i in range(A.shape[0]):
        A[i, :] *= w[i]
        A[i, 1:] += np.sqrt(abs(A[i, :-1])) - 1


@alpyna.jit
def columns(A, c):
    for j in range(A.shape[1]):
        A[:, j] = c[:] * j + A[:, j]


@alpyna.jit
def strided(a, b):
    for k in range(3):
        a[::2] = b[::2] + k
        a[1::3] += 1


@alpyna.jit
def window(a, out, w):
    for i in range(len(out)):
        out[i, :] = a[i:i + w] * 0.5


@alpyna.jit
def triangle(L):
    n = L.shape[0]
    for i in range(n):
        L[i, i + 1:] = 0
        L[i, :i + 1] = L[i, :i + 1] / (i + 1)


@alpyna.jit
def self_read(a):
    for t in range(2):
        a[1:] = a[1:] + a[0]


@alpyna.jit
def broadcast(A, r):
    for i in range(A.shape[0]):
        A[i, :] = r[0, :] + i


A = np.arange(12.0).reshape(3, 4)
B = np.ones((3, 4))
clear_rows(A, B)
print(A)

u = np.zeros(12)
u[6] = 1.0
v = np.zeros(12)
heat(u, v, 20, 0.25)
print(np.round(u, 10))

S = np.arange(-6.0, 6.0).reshape(3, 4)
scale_rows(S, np.array([1.0, -2.0, 0.5]))
print(np.round(S, 10))

C = np.arange(20, dtype=np.int64).reshape(4, 5)
columns(C, np.array([3, -1, 2, 7]))
print(C)

a = np.zeros(10)
strided(a, np.arange(10.0))
print(a)

out = np.zeros((4, 3))
window(np.arange(8.0), out, 3)
print(out)
out = np.zeros((4, 3))
try:
    window(np.arange(5.0), out, 3)
except ValueError as e:
    print("ValueError:", e)

L = np.ones((4, 4))
triangle(L)
print(L)

s = np.arange(5.0)
self_read(s)
print(s)

R = np.zeros((3, 4))
broadcast(R, np.array([[1.0, 2.0, 3.0, 4.0]]))
print(R)
R1 = np.zeros((3, 4))
broadcast(R1, np.array([[5.0]]))
print(R1)

f32 = np.arange(12, dtype=np.float32).reshape(3, 4)
scale_rows(f32, np.array([0.1, 0.2, 0.3]))
print(f32)
F = np.arange(12, dtype=np.float32).reshape(3, 4)
clear_rows(F, F * np.float32(0.1))
print(F)
