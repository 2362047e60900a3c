# Helpers with while loops called from a nest's loops, as escape-time
# fractals are written (pythran's julia): the helper is inlined, its while
# loop runs inside the kernel, and the pixels run in parallel. A helper
# that returns from inside its while loop is not inlined: the nest runs in
# the interpreter, with a note.
import numpy as np
import alpyna


def escape(zr, zi, cr, ci, cutoff):
    count = 0
    while zr * zr + zi * zi < 4.0 and count < cutoff:
        t = zr * zr - zi * zi + cr
        zi = 2.0 * zr * zi + ci
        zr = t
        count += 1
    return count


def halvings(x):
    n = 0
    while True:
        if x <= 1.0:
            break
        x = x / 2.0
        n += 1
    return n


def first_power_above(x):
    p = 1
    while True:
        if p > x:
            return p
        p = p * 2


@alpyna.jit
def julia(out, cr, ci, cutoff):
    h, w = out.shape
    for i in range(h):
        for j in range(w):
            zr = -1.5 + 3.0 * j / w
            zi = -1.0 + 2.0 * i / h
            out[i, j] = escape(zr, zi, cr, ci, cutoff)


@alpyna.jit
def all_halvings(a, out):
    for i in range(a.shape[0]):
        out[i] = halvings(a[i])


@alpyna.jit
def powers(a, out):
    for i in range(a.shape[0]):
        out[i] = first_power_above(a[i])


img = np.zeros((8, 12), dtype=np.int64)
julia(img, -0.8, 0.156, 50)
print(img)
print(img.sum())
h = np.zeros(6, dtype=np.int64)
all_halvings(np.array([0.5, 1.0, 3.0, 17.0, 1000.0, 2.0 ** 40]), h)
print(h)
p = np.zeros(4, dtype=np.int64)
powers(np.array([0.5, 3.0, 64.0, 100.0]), p)
print(p)
