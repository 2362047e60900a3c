#!/usr/bin/python3
"""Generates matmul_golden.txt, np.dot / @ of float64 matrices under OpenBLAS's kernels.

Run with the reference interpreter (CPython 3.11, NumPy 1.24 on Debian's
libopenblas0-pthread 0.3.21, x86-64 with AVX-512) from this directory:

    /usr/bin/python3 gen_matmul.py > matmul_golden.txt

It runs itself once per OpenBLAS kernel and thread count, forced with
OPENBLAS_CORETYPE and OPENBLAS_NUM_THREADS, and prints lines
"CORE THREADS OP M K N TA TB SEED HASH": the product described below of
operands drawn from SEED by gen_blasdot.py's generator (which
../blasdot_test.go repeats), HASH the first 16 hex digits of the SHA-256
of the result's float64 bits (little-endian, C order).

OP mm: A (M, K) @ B (K, N); TA 1 draws A as a (K, M) array and uses A.T
(a Fortran-ordered operand, which NumPy hands to the BLAS transposed),
TB likewise for B. OP mv: A (M, K) @ x (K) (np.dot(A, x)). OP vm: x (K) @
B (K, N). OP syrk: R @ R.T for R (M, K) (NumPy's dsyrk path), TA 1 R.T @ R
for R (K, M). With a second argument DIR it also writes each result's
bytes to DIR/CORE_THREADS_LINENO.bin, for debugging.
"""
import hashlib
import os
import subprocess
import sys

CONFIGS = [("Prescott", 1), ("Haswell", 1), ("Haswell", 2), ("SkylakeX", 1), ("SkylakeX", 2)]


def cases():
    out = []
    small = [(1, 1, 1), (2, 3, 4), (6, 4, 1), (5, 7, 3), (4, 4, 4), (7, 13, 9), (16, 16, 16), (17, 33, 15),
             (30, 30, 30), (31, 64, 29), (40, 100, 50)]
    mid = [(60, 129, 70), (64, 200, 64), (33, 300, 41), (50, 257, 23), (100, 100, 100), (101, 103, 99),
           (120, 384, 90), (23, 385, 37), (160, 180, 170), (128, 513, 40), (200, 200, 200), (96, 770, 48)]
    for m, k, n in small + mid:
        for ta in (0, 1):
            for tb in (0, 1):
                out.append(("mm", m, k, n, ta, tb))
    for m, k, n in [(300, 300, 300), (257, 1000, 130), (500, 64, 500), (61, 300, 97), (50, 400, 83), (37, 500, 67),
                    (100, 120, 101), (25, 1000, 45), (130, 70, 131), (128, 100, 99), (47, 700, 35), (119, 90, 109)]:
        out.append(("mm", m, k, n, 0, 0))
    for m, k, n in [(61, 300, 97), (37, 500, 67), (130, 70, 131)]:
        out.append(("mm", m, k, n, 1, 0))
        out.append(("mm", m, k, n, 0, 1))
        out.append(("mm", m, k, n, 1, 1))
    for m, k in [(6, 4), (1, 1), (2, 5), (7, 3), (16, 16), (33, 17), (5, 100), (100, 5), (64, 129), (257, 300),
                 (1000, 1000), (40, 5000), (5000, 40)]:
        for ta in (0, 1):
            out.append(("mv", m, k, 1, ta, 0))
            out.append(("vm", 1, m, k, 0, ta))
    for m, k in [(3, 5), (30, 30), (30, 7), (17, 200), (64, 300), (100, 100), (130, 70)]:
        for ta in (0, 1):
            out.append(("syrk", m, k, m, ta, 0))
    return out


def draw(seed, n):
    state = seed
    out = []
    for _ in range(n):
        state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
        v = float(state >> 11) / 2**53 * 2.0 ** ((state & 15) - 7)
        out.append(-v if state & 16 else v)
    return out


def operand(np, seed, rows, cols, trans):
    """A (rows, cols) matrix: C order, or the transpose of a C-ordered (cols, rows) one."""
    if trans:
        return np.array(draw(seed, rows * cols)).reshape(cols, rows).T
    return np.array(draw(seed, rows * cols)).reshape(rows, cols)


def compute(np, op, m, k, n, ta, tb, seed):
    if op == "mm":
        return operand(np, seed, m, k, ta) @ operand(np, seed + 1, k, n, tb)
    if op == "mv":
        return np.dot(operand(np, seed, m, k, ta), np.array(draw(seed + 1, k)))
    if op == "vm":
        return np.dot(np.array(draw(seed, k)), operand(np, seed + 1, k, n, tb))
    r = operand(np, seed, m, k, ta)
    return r @ r.T


def child(core, threads, dump):
    import numpy as np
    assert np.__version__.startswith("1.24."), np.__version__
    for i, (op, m, k, n, ta, tb) in enumerate(cases()):
        seed = 2 * i + 1
        c = np.ascontiguousarray(compute(np, op, m, k, n, ta, tb, seed), dtype=np.float64)
        data = c.tobytes()
        if dump:
            with open(os.path.join(dump, "%s_%d_%d.bin" % (core, threads, i)), "wb") as f:
                f.write(data)
        print(core, threads, op, m, k, n, ta, tb, seed, hashlib.sha256(data).hexdigest()[:16])


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] in [c for c, _ in CONFIGS]:
        child(sys.argv[1], int(sys.argv[2]), sys.argv[3] if len(sys.argv) > 3 else "")
        sys.exit(0)
    dump = sys.argv[1] if len(sys.argv) > 1 else ""
    print("# np.dot / @ of float64 matrices, NumPy 1.24 on OpenBLAS 0.3.21; see gen_matmul.py")
    sys.stdout.flush()
    for core, threads in CONFIGS:
        env = dict(os.environ, OPENBLAS_CORETYPE=core, OPENBLAS_NUM_THREADS=str(threads))
        subprocess.run([sys.executable, __file__, core, str(threads)] + ([dump] if dump else []), env=env, check=True)
