# Draws from NumPy's global RandomState inside nests, as simulations
# written for Numba make them (np.random.randn() in a random walk, rand()
# in a Monte Carlo test, uniform, normal, exponential and randint, the
# names imported from numpy.random, a draw in an index, two draws in one
# expression, one inside another's argument): the kernels draw NumPy
# 1.24's stream in program order, so the numbers equal CPython's and the
# stream goes on after the nest where the loops left it. A draw under a
# conditional expression, in a while test, or with a size stays in the
# interpreter; randint(5, 5) raises NumPy's ValueError. Python's random
# module's random() and uniform() draw its own stream the same way.
import random
from random import uniform

import numpy as np
import numpy.random as npr
from numpy.random import rand, randn as gauss

import alpyna


@alpyna.jit
def walks(n, steps, s):
    x = np.zeros(n)
    hits = 0
    for i in range(n):
        for t in range(steps):
            x[i] = x[i] + s * np.random.randn()
            if np.random.rand() < 0.25:
                hits += 1
    return x, hits


@alpyna.jit
def calculate_pi(n):
    count = 0
    for i in range(n):
        u, v = np.random.uniform(0, 1), np.random.uniform(0, 1)
        d = np.sqrt((u - 0.5) ** 2 + (v - 0.5) ** 2)
        if d < 0.5:
            count += 1
    area_estimate = count / n
    return area_estimate * 4


@alpyna.jit
def kinds(out, lo, hi):
    for i in range(out.shape[0]):
        out[i, 0] = np.random.uniform(low=lo, high=hi)
        out[i, 1] = np.random.normal(loc=1.0, scale=0.5)
        out[i, 2] = np.random.exponential(2.0)
        out[i, 3] = np.random.standard_normal()
        out[i, 4] = np.random.randint(0, 10) + npr.randint(3)
        out[i, 5] = rand() + 2 * gauss()
        out[i, 6] = np.random.normal(np.random.random(), 1.0)
        out[i, 7] = np.random.random_sample() * np.random.ranf()


@alpyna.jit
def histogram(counts, n):
    for k in range(n):
        counts[np.random.randint(0, counts.shape[0])] += 1


def step(z, a):
    # A helper the nest inlines: its draw is the nest's.
    return a * z + np.random.randn()


@alpyna.jit
def ar1(z0, a, T):
    z = np.empty(T)
    z[0] = z0
    for t in range(T - 1):
        z[t + 1] = step(z[t], a)
    return z


@alpyna.jit
def conditional(n, c):
    total = 0.0
    for i in range(n):
        total += np.random.rand() if i % c == 0 else 0.5
    return total


@alpyna.jit
def while_test(n):
    k = 0
    for i in range(n):
        while np.random.rand() < 0.5:
            k += 1
    return k


@alpyna.jit
def bad_bounds(n, lo, hi):
    s = 0
    for i in range(n):
        s += np.random.randint(lo, hi)
    return s


@alpyna.jit
def paths(w0, T, n):
    # w starts at the int w0 (QuantEcon's w = w0 with w0=1) and holds
    # floats after: the kernels hold it in a float, w0 checked to fit.
    out = np.empty(n)
    for i in range(n):
        w = w0
        for t in range(T):
            w = 0.5 * w + np.random.randn()
        out[i] = w
    return out


@alpyna.jit
def calculate_pi_py(n):
    # QuantEcon's numba lecture: `from random import uniform`.
    count = 0
    for i in range(n):
        u, v = uniform(0, 1), uniform(0, 1)
        d = np.sqrt((u - 0.5) ** 2 + (v - 0.5) ** 2)
        if d < 0.5:
            count += 1
    return count / n * 4


@alpyna.jit
def both_generators(n):
    s = 0.0
    for i in range(n):
        s += random.random() * np.random.rand() + random.uniform(-1.0, 2.5)
    return s


random.seed(7)
np.random.seed(42)
x, hits = walks(50, 40, 0.5)
print(repr(float(x.sum())), hits, x[:3])
print(calculate_pi(20000))
out = np.zeros((300, 8))
kinds(out, -2.0, 3.0)
print(repr(float(out.sum())), out[7])
print(out.sum(axis=0))
counts = np.zeros(7, dtype=np.int64)
histogram(counts, 5000)
print(counts)
z = ar1(1.0, 0.9, 400)
print(repr(float(z.sum())), z[-3:])
print(repr(conditional(300, 3)), while_test(200))
print(bad_bounds(100, 0, 3))
try:
    bad_bounds(10, 5, 5)
except ValueError as e:
    print("ValueError:", e)
print(paths(1, 20, 5), paths(2**60, 0, 2))
print(calculate_pi_py(20000), both_generators(1000), random.random())
print(np.random.rand(), np.random.randn(), np.random.randint(1000))
