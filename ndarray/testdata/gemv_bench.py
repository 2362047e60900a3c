# Matrix times vector against NumPy (docs/numpy.md, "Matrix times vector
# and the ufunc loops at NumPy's speed"): seconds per call, the best of
# many, of np.dot(A, x), np.dot(x, A) and np.dot(A.T, x) for n x n A.
# Run under /usr/bin/python3 and `alpyna run --backend=interp`, with the
# same OPENBLAS_CORETYPE and OPENBLAS_NUM_THREADS for both.
import time
import numpy as np
rng = np.random.RandomState(0)
for n in [500, 2000]:
    A = rng.rand(n, n)
    x = rng.rand(n)
    reps = 200 if n == 500 else 30
    for label, f in [("A@x", lambda: np.dot(A, x)), ("x@A", lambda: np.dot(x, A)), ("A.T@x", lambda: np.dot(A.T, x))]:
        best = 1e9
        for _ in range(reps):
            t = time.perf_counter()
            f()
            best = min(best, time.perf_counter() - t)
        print(n, label, "%.6f" % best)
