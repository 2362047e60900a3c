# Port of Rodinia's lud in its non-blocked form (lud_base() of the Rodinia suite; OpenMP variants
# of it put `omp parallel for` on the two j loops; Rodinia 3.1's lud/omp/lud_omp.c blocks the same
# computation by hand): in-place LU decomposition (Doolittle, no pivoting) of a flat size*size
# matrix. For each i: the row part of U by a dot-product reduction over k < i, then the column
# part of L divided by the pivot. The matrix is diagonally dominant (as Rodinia's create_matrix
# makes it) so no pivoting is needed; the driver checks L*U against the input. float is float64.
import sys

import numpy as np

import alpyna


@alpyna.jit
def lud_base(a, size):
    for i in range(size):
        for j in range(i, size):
            sum = a[i * size + j]
            for k in range(i):
                sum -= a[i * size + k] * a[k * size + j]
            a[i * size + j] = sum

        for j in range(i + 1, size):
            sum = a[j * size + i]
            for k in range(i):
                sum -= a[j * size + k] * a[k * size + i]
            a[j * size + i] = sum / a[i * size + i]


def main():
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 96
    np.random.seed(3)
    m = np.random.random((size, size)) + np.eye(size) * size
    a = m.reshape(size * size).copy()
    lud_base(a, size)
    lu = a.reshape(size, size)
    L = np.tril(lu, -1) + np.eye(size)
    U = np.triu(lu)
    err = np.abs(L @ U - m).max()
    print(a.dtype, a.shape, f"{a.sum():.10e}", "ok" if err < 1e-9 else "bad")
    for k in (0, 1, size, size + 1, size * size // 2 + 5, size * size - 1):
        print(k, f"{a[k]:.14e}")


main()
