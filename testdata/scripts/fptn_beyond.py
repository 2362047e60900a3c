# test-args: 2000
# Port of the examples of the chapter "Beyond NumPy" of Rougier's "From
# Python to NumPy" (github.com/rougier/from-python-to-numpy,
# 07-beyond-numpy.rst; (c) 2017 Nicolas P. Rougier, code BSD, book text CC
# BY-NC-SA 4.0): Tucker Balch's allocation exercise in the four solutions the
# book gives (four nested loops with a test and an append, itertools.product,
# a nested comprehension, NumPy's indices) and solution_3_bis (a generator),
# and the `evaluate(a, b)` loop the chapter compiles with Cython and Numba
# (its Numba form written as a plain Python function: the book's
# `def evaluate(np.ndarray a, np.ndarray b)` is Cython syntax). Every function
# is marked @alpyna.jit. Optional argument: the vector length (default 1000,
# the book's).
import itertools as it
import sys

import numpy as np

import alpyna


@alpyna.jit
def solution_1():
    # Brute force
    # 14641 (=11*11*11*11) iterations & tests
    Z = []
    for i in range(11):
        for j in range(11):
            for k in range(11):
                for l in range(11):
                    if i+j+k+l == 10:
                        Z.append((i,j,k,l))
    return Z


@alpyna.jit
def solution_2():
    # Itertools
    # 14641 (=11*11*11*11) iterations & tests
    return [(i,j,k,l)
            for i,j,k,l in it.product(range(11),repeat=4) if i+j+k+l == 10]


@alpyna.jit
def solution_3():
    return [(a, b, c, (10 - a - b - c))
            for a in range(11)
            for b in range(11 - a)
            for c in range(11 - a - b)]


@alpyna.jit
def solution_3_bis():
    return ((a, b, c, (10 - a - b - c))
            for a in range(11)
            for b in range(11 - a)
            for c in range(11 - a - b))


@alpyna.jit
def solution_4():
    X123 = np.indices((11,11,11)).reshape(3,11*11*11)
    X4 = 10 - X123.sum(axis=0)
    return np.vstack((X123, X4)).T[X4 > -1]


@alpyna.jit
def evaluate(a, b):
    c = np.zeros_like(a)
    for i in range(a.size):
        c[i] = 2*a[i] + 3*b[i]
    return c


for f in (solution_1, solution_2, solution_3, solution_3_bis):
    Z = list(f())
    print(f.__name__, len(Z), Z[:3], Z[-1])
print(type(solution_3()).__name__, type(solution_3_bis()).__name__)

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
np.random.seed(1)
a = np.random.uniform(0, 1, n).astype(np.float32)
b = np.random.uniform(0, 1, n).astype(np.float32)
c = evaluate(a, b)
print(c.dtype, repr(float(c.sum())), c[:4])
print(np.array_equal(c, 2*a + 3*b))

Z = solution_4()
print("solution_4", Z.shape, Z[:3].tolist(), Z[-1].tolist())
