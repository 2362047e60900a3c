# test-args: 200
# Port of the first vectorisation examples of Rougier's "From Python to NumPy"
# (github.com/rougier/from-python-to-numpy; code/vectorization.py, chapter
# "Problem vectorization", and code/addition.py, chapter "Code
# vectorization"; (c) 2017 Nicolas P. Rougier, code BSD, book text CC
# BY-NC-SA 4.0), every function marked @alpyna.jit as written: compute_1 (the
# double loop summing x[i] * y[j]) on a list and on a NumPy array, compute_2
# to compute_4, and the two additions solution_1 (zip over lists) and
# solution_2. The timeit harness becomes printed results. Optional argument:
# the length of X (default 1000, the book's).
import random
import sys

import numpy as np

import alpyna


@alpyna.jit
def compute_1(x, y):
    """ Pure python version """

    result = 0
    for i in range(len(x)):
        for j in range(len(y)):
            result += x[i] * y[j]
    return result


@alpyna.jit
def compute_2(X, Y):
    """ Numpy version, faster """

    return (X.reshape(len(X),1) * Y.reshape(1,len(Y))).sum()


@alpyna.jit
def compute_3(X, Y):
    """ Numpy version, fastest """

    return X.sum()*Y.sum()


@alpyna.jit
def compute_4(X, Y):
    """ Pure python version, fastesr """

    return sum(X)*sum(Y)


@alpyna.jit
def solution_1(Z1,Z2):
    return [z1+z2 for (z1,z2) in zip(Z1,Z2)]


@alpyna.jit
def solution_2(Z1,Z2):
    return Z1+Z2


n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
X = np.arange(n)
print(compute_1(X, X), compute_2(X, X), compute_3(X, X), compute_4(X, X))
L = list(range(n))
print(compute_1(L, L), compute_4(L, L))
F = np.linspace(0, 1, n)
# compute_1's float sum is a reduction: alpyna adds it in fixed blocks unless
# --exact-reductions (docs/contract.md), so only 12 digits are printed.
print("%.12g" % compute_1(F, F), repr(compute_2(F, F)), repr(compute_3(F, F)))

random.seed(1)
Z1 = random.sample(range(10000), 1000)
Z2 = random.sample(range(10000), 1000)
S = solution_1(Z1, Z2)
print(len(S), sum(S), S[:8])
np.random.seed(1)
Z1 = np.random.randint(0, 10000, 1000)
Z2 = np.random.randint(0, 10000, 1000)
S = solution_2(Z1, Z2)
print(S.dtype, S.sum(), S[:8])
