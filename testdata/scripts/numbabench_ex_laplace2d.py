# Port of numba/numba examples/laplace2d/laplace2d-numba.py (BSD-2-Clause, numba/numba):
# Jacobi relaxation whose kernel returns the maximum change, driven by a while loop that
# swaps the two grids. The elapsed times are left out of the output.
import sys

import numpy as np

import alpyna


@alpyna.jit
def jacobi_relax_core(A, Anew):
    error = 0.0
    n = A.shape[0]
    m = A.shape[1]
    for j in range(1, n - 1):
        for i in range(1, m - 1):
            Anew[j, i] = 0.25 * ( A[j, i + 1] + A[j, i - 1] \
                                + A[j - 1, i] + A[j + 1, i])
            error = max(error, abs(Anew[j, i] - A[j, i]))
    return error


def main():
    NN = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    NM = NN

    A = np.zeros((NN, NM), dtype=np.float64)
    Anew = np.zeros((NN, NM), dtype=np.float64)

    n = NN
    m = NM
    iter_max = int(sys.argv[2]) if len(sys.argv) > 2 else 50

    tol = 1.0e-6
    error = 1.0

    for j in range(n):
        A[j, 0] = 1.0
        Anew[j, 0] = 1.0

    print("Jacobi relaxation Calculation: %d x %d mesh" % (n, m))

    iter = 0

    while error > tol and iter < iter_max:
        error = jacobi_relax_core(A, Anew)

        # swap A and Anew
        tmp = A
        A = Anew
        Anew = tmp

        if iter % 10 == 0:
            print("%5d, %0.6f" % (iter, error))

        iter += 1

    print(iter, repr(error), f"{A.sum():.12e}")

if __name__ == '__main__':
    main()
