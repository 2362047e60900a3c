# Port of pythran's tests/cases/convolution.py (BSD-3-Clause, serge-sans-paille/pythran): a 3x3
# convolution with nine scalar coefficients, written out term by term over a 2-D array, with an
# "omp parallel for" hint. xrange becomes range; otherwise as written.
import sys

import numpy as np

import alpyna


@alpyna.jit
def convolution(A):
    B = np.zeros(A.shape)
    m = A.shape[0]
    n = A.shape[1]

    c11 = 2.0
    c21 = 5.0
    c31 = -8.0
    c12 = -3.0
    c22 = 6.0
    c32 = -9.0
    c13 = 4.0
    c23 = 7.0
    c33 = 10.0
    "omp parallel for private(i,j)"
    for i in range(1, m - 1):
        for j in range(1, n - 1):
            B[i, j] = c11 * A[i - 1, j - 1] + c12 * A[i + 0, j - 1] + c13 * A[i + 1, j - 1]\
                + c21 * A[i - 1, j + 0] + c22 * A[i + 0, j + 0] + c23 * A[i + 1, j + 0]\
                + c31 * A[i - 1, j + 1] + c32 * A[i + 0, j + 1] + c33 * A[i + 1, j + 1]
    return B


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    A = np.sin(np.arange(n * n).reshape(n, n) * 0.01)
    B = convolution(A)
    print(B.shape, f"{B.sum():.12e}", f"{B[1, 1]:.15f}", f"{B[n // 2, n // 3]:.15f}", B[0, 5], B[n - 1, n - 1])


main()
