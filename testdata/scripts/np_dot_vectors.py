# np.dot, @, np.inner and np.vdot of float64 vectors: NumPy hands them to
# the BLAS's ddot, and OpenBLAS's kernels sum in their own orders (vector
# lanes, blocks of 16 and 32, fused multiply-adds, threads past 10000
# elements), so the last bits show which order ran: the golden holds the
# kernel gen_goldens.py pins (OPENBLAS_CORETYPE=Prescott, one thread; the
# tests pin the same, and alpyna follows these variables as OpenBLAS
# does; see docs/numpy.md). ndarray's TestBlasDotMatchesNumPy checks every
# modelled kernel on any machine.
import numpy as np

x = np.sin(np.arange(20001) * 0.7) * 3.1 + np.cos(np.arange(20001) * 1.3)
y = np.cos(np.arange(20001) * 0.37 + 0.1) / 7.3
for n in [1, 2, 3, 7, 15, 16, 17, 31, 32, 33, 47, 100, 1000, 10001, 20001]:
    a, b = x[:n], y[:n]
    print(n, repr(np.dot(a, b)), repr(a @ b), repr(np.inner(a, b)), repr(a.dot(b)))
# Views: an odd start (8 bytes off NumPy's 16-byte alignment) and steps.
for n in [5, 16, 40, 333]:
    print(n, repr(np.dot(x[:n], y[1:n + 1])), repr(np.dot(x[1:n + 1], y[:n])))
    print(n, repr(np.dot(x[:2 * n:2], y[:n])), repr(np.dot(x[:n], y[:3 * n:3])))
# Cancellation: alternating 1e16, 1, -1e16, 1 dotted with ones.
big = np.array([1e16, 1.0, -1e16, 1.0] * 9)
for n in [4, 12, 16, 17, 32, 36]:
    print(n, np.dot(big[:n], np.ones(n)), np.ones(n) @ big[:n])
print(repr(np.dot(np.arange(5.0), np.arange(5.0))), repr(np.dot(np.float32([1, 2]), np.float32([3, 4]))))
