# math.hypot and math.dist as CPython 3.11 computes them (its own
# vector_norm, not the C library's hypot: the two differ in the last bit
# for about one pair in two hundred), in a nest (an intrinsic, on every
# backend) and in the interpreter (any number of coordinates, math.dist).
# The per-element results of 100,000 pairs must be
# CPython's to the last bit. CPython's output is the golden.
import math

import numpy as np

import alpyna


@alpyna.jit
def lengths(x, y, out):
    for i in range(x.shape[0]):
        out[i] = math.hypot(x[i], y[i])


@alpyna.jit
def path_length(px, py):
    total = 0.0
    for i in range(1, px.shape[0]):
        total += math.hypot(px[i] - px[i - 1], py[i] - py[i - 1])
    return total


@alpyna.jit
def distances(x, y, out, cx):
    for i in range(x.shape[0]):
        out[i] = math.dist((x[i], y[i]), (cx, 0.5))


rng = np.random.default_rng(2026)
x = rng.uniform(-1.0, 1.0, 100000)
y = rng.uniform(-1.0, 1.0, 100000)
out = np.zeros_like(x)
lengths(x, y, out)
ref = [math.hypot(a, b) for a, b in zip(x.tolist(), y.tolist())]
print(sum(1 for a, b in zip(out.tolist(), ref) if a != b), "differ from the interpreter")
print(repr(float(out.sum())), repr(out[:3].tolist()))
print(round(path_length(x, y), 6))  # a float sum: the parallel reduction reassociates it

special = np.array([0.0, -0.0, 5e-324, 1e-310, 1e308, 1.7e308, np.inf, -np.inf, np.nan, 3.0])
sx = np.repeat(special, special.size)
sy = np.tile(special, special.size)
so = np.zeros(sx.size)
lengths(sx, sy, so)
print(repr(so.tolist()))

dout = np.zeros_like(x)
distances(x, y, dout, -0.25)
dref = [math.dist((a, b), (-0.25, 0.5)) for a, b in zip(x.tolist(), y.tolist())]
print(sum(1 for a, b in zip(dout.tolist(), dref) if a != b), "distances differ from the interpreter")

print(math.hypot(), math.hypot(-2.5), math.hypot(3, 4, 12), math.hypot(1e308, 1e308))
print(math.dist((1, 2), (4, 6)), math.dist([0.5, -0.25, 3.0], (0.0, 0.75, -1.0)))
