# While loops without a counter inside nests, as per-element iterations
# are written: a Collatz sequence, Newton's method to a tolerance, a
# `while True` left by a break, a while whose test reads an array, one
# with continue, nested whiles, a while that never runs, and one with an
# else clause (which stays in the interpreter). Each becomes a for loop
# over range(2**62) with an exit (frontend/while.go, uncountedFor) and
# runs as kernels. CPython's output is the golden.
import math

import numpy as np

import alpyna


@alpyna.jit
def collatz(out):
    for i in range(1, out.shape[0]):
        n = i
        steps = 0
        while n != 1:
            if n % 2 == 0:
                n = n // 2
            else:
                n = 3 * n + 1
            steps += 1
        out[i] = steps


@alpyna.jit
def newton_sqrt(a, out, tol):
    for i in range(a.shape[0]):
        x = a[i] if a[i] > 1.0 else 1.0
        it = 0
        while abs(x * x - a[i]) > tol * a[i]:
            x = 0.5 * (x + a[i] / x)
            it += 1
        out[i] = x + it * 0.0


@alpyna.jit
def first_zero(rows, out):
    for i in range(rows.shape[0]):
        k = 0
        while True:
            if rows[i, k] == 0 or k == rows.shape[1] - 1:
                break
            k += 1
        out[i] = k


@alpyna.jit
def run_length(a, out):
    for i in range(a.shape[0]):
        k = i
        while k < a.shape[0] and a[k] == a[i]:
            k += 1
        out[i] = k - i


@alpyna.jit
def odd_digits(vals, out):
    for i in range(vals.shape[0]):
        v = vals[i]
        s = 0
        while v > 0:
            d = v % 10
            v = v // 10
            if d % 2 == 0:
                continue
            s += d
        out[i] = s


@alpyna.jit
def nested(out):
    for i in range(out.shape[0]):
        a = i + 1
        total = 0
        while a > 0:
            b = a
            while b > 0:
                total += b
                b -= 3
            a -= 2
        out[i] = total


@alpyna.jit
def never(out):
    for i in range(out.shape[0]):
        x = -1.0
        while x > 0:
            x -= 1.0
        out[i] = x


@alpyna.jit
def with_else(out):
    for i in range(out.shape[0]):
        k = i
        while k > 3:
            k -= 2
        else:
            k += 100
        out[i] = k


out = np.zeros(2000, dtype=np.int64)
collatz(out)
print(out[:12], out.max(), int(out.argmax()))
a = np.linspace(0.5, 50.0, 200)
r = np.zeros_like(a)
newton_sqrt(a, r, 1e-12)
print(np.round(r[:5], 10), round(float(np.abs(r - np.sqrt(a)).max()), 10))
rows = (np.arange(60).reshape(6, 10) * 7 + 3) % 11
z = np.zeros(6, dtype=np.int64)
first_zero(rows, z)
print(rows, z)
v = np.array([1, 1, 2, 2, 2, 3, 1, 1, 1, 1], dtype=np.int64)
rl = np.zeros_like(v)
run_length(v, rl)
print(rl)
vals = np.array([0, 7, 12345, 2468, 13579, 100001], dtype=np.int64)
od = np.zeros_like(vals)
odd_digits(vals, od)
print(od)
ns = np.zeros(8, dtype=np.int64)
nested(ns)
print(ns)
nv = np.zeros(3)
never(nv)
print(nv)
we = np.zeros(6, dtype=np.int64)
with_else(we)
print(we)
