# Port of pythran's tests/cases/lu.py (BSD-3-Clause, serge-sans-paille/pythran): Gaussian
# elimination with partial pivoting on an (n, n+1) matrix, in two forms. factorMatrix0 finds the
# pivot with np.argmax over a column slice and swaps rows by fancy indexing; factorMatrix1 finds
# it by a loop with a running max and swaps element by element. Both eliminate with the same
# j, k double loop. Kept as written; the driver prints both results.
import sys

import numpy as np

import alpyna


@alpyna.jit
def factorMatrix0(M):
    # Gaussian elimination, partial pivoting.
    # M must be an (n,n+1) numpy array. Not tested!
    n = M.shape[0]
    m = M.shape[1]
    for line in range(0, n - 1):
        # find pivot
        cmax = np.argmax(abs(M[line:n, line])) + line

        # exchange rows if necessary
        if cmax != line:
            M[[line, cmax]] = M[[cmax, line]]

        # eliminate
        pivot = M[line, line]
        for j in range(line + 1, n):
            v = M[j, line] / pivot
            for k in range(line, m):
                M[j, k] -= v * M[line, k]


@alpyna.jit
def factorMatrix1(M):
    # Gaussian elimination, partial pivoting.
    # M must be an (n,n+1) numpy array. Not tested!
    n = M.shape[0]
    m = M.shape[1]
    for line in range(0, n - 1):
        # find pivot
        cmax = line
        vmax = abs(M[line, line])
        for i in range(line + 1, n):
            if abs(M[i, line]) > vmax:
                vmax = abs(M[i, line])
                cmax = i
        # exchange rows if necessary
        if cmax != line:
            for j in range(line, m):
                t = M[line, j]
                M[line, j] = M[cmax, j]
                M[cmax, j] = t
        # eliminate
        pivot = M[line, line]
        for j in range(line + 1, n):
            v = M[j, line] / pivot
            for k in range(line, m):
                M[j, k] -= v * M[line, k]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    x = np.arange(1., 26.).reshape(5, 5)
    a, b = x.copy(), x.copy()
    factorMatrix0(a)
    factorMatrix1(b)
    print(a.round(8).tolist())
    print(b.round(8).tolist())
    np.random.seed(4)
    M = np.random.random((n, n + 1)) - 0.5
    A, B = M.copy(), M.copy()
    factorMatrix0(A)
    factorMatrix1(B)
    print(f"{A.sum():.10e}", f"{np.abs(A).sum():.10e}", f"{A[n - 1, n]:.12e}")
    print(f"{B.sum():.10e}", f"{np.abs(B).sum():.10e}", f"{B[n - 1, n]:.12e}")
    print(bool((A == B).all()))


main()
