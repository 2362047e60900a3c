# Port of npbench npbench/benchmarks/spmv (BSD-3-Clause, spcl/npbench)
# Sparse matrix-vector product over a CSR matrix: uint32 index arrays,
# slices bounded by array elements, fancy indexing and @.
# npbench's initialize makes the matrix with scipy.sparse.random; this port
# builds an equivalent CSR matrix with NumPy alone (scipy is not in alpyna).
import numpy as np


def initialize(M, N, nnz):
    from numpy.random import default_rng
    rng = default_rng(42)

    x = rng.random((N, ))

    dense = rng.random((M, N))
    dense[rng.random((M, N)) > nnz / (M * N)] = 0.0
    rows = np.uint32(np.concatenate(([0], np.cumsum(np.count_nonzero(dense, axis=1)))))
    cols = np.uint32(np.nonzero(dense)[1])
    vals = dense[dense != 0]

    return rows, cols, vals, x


# Matrix-Vector Multiplication with the matrix given in Compressed Sparse Row
# (CSR) format
def spmv(A_row, A_col, A_val, x):
    y = np.empty(A_row.size - 1, A_val.dtype)

    for i in range(A_row.size - 1):
        cols = A_col[A_row[i]:A_row[i + 1]]
        vals = A_val[A_row[i]:A_row[i + 1]]
        y[i] = vals @ x[cols]

    return y


rows, cols, vals, x = initialize(8, 10, 30)
print(rows, rows.dtype, cols.dtype, vals.size)
y = spmv(rows, cols, vals, x)
print(np.round(y, 10))
