"""Records float32 matrix products of NumPy 1.24 with OpenBLAS's Prescott
sgemm for ndarray's sgemm_test.go:

    OPENBLAS_CORETYPE=Prescott OPENBLAS_NUM_THREADS=1 /usr/bin/python3 \\
        ndarray/testdata/gen_sgemm.py > ndarray/testdata/sgemm_golden.txt

Each case is a line "m k n", then A's, B's and A @ B's float32 bits in C
order, one matrix a line.
"""
import numpy as np

rng = np.random.RandomState(2026)
print("# NumPy %s np.dot of float32 matrices, OPENBLAS_CORETYPE=Prescott; see gen_sgemm.py" % np.__version__)
for m, k, n in [(2, 2, 2), (7, 37, 15), (7, 130, 15), (12, 3, 21), (40, 40, 2), (9, 300, 11), (5, 17, 8)]:
    a = rng.uniform(-1, 1, (m, k)).astype(np.float32)
    b = rng.uniform(-1, 1, (k, n)).astype(np.float32)
    r = np.dot(a, b)
    print(m, k, n)
    for x in (a, b, r):
        print(" ".join("%08x" % v for v in x.ravel().view(np.uint32)))
