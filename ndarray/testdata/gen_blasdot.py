#!/usr/bin/python3
"""Generates blasdot_golden.txt, np.dot of float64 vectors under OpenBLAS's kernels.

Run with the reference interpreter (CPython 3.11, NumPy 1.24 on Debian's
libopenblas0-pthread 0.3.21, x86-64 with AVX-512) from this directory:

    /usr/bin/python3 gen_blasdot.py > blasdot_golden.txt

It runs itself once per OpenBLAS kernel and thread count, forced with
OPENBLAS_CORETYPE and OPENBLAS_NUM_THREADS, and prints lines
"CORE THREADS N INCX INCY YOFF SEED RESULT": np.dot(x[::INCX], y[YOFF::INCY])
of N elements, x and y drawn from SEED by the generator below (which
../blasdot_test.go repeats), RESULT its bits in hex. YOFF 1 puts y's first
element 8 bytes off a 16-byte boundary.
"""
import os
import subprocess
import sys

CONFIGS = [("SkylakeX", 2), ("SkylakeX", 1), ("Haswell", 2), ("Haswell", 1), ("Prescott", 1)]
SIZES = list(range(0, 70)) + [95, 96, 97, 127, 128, 129, 255, 256, 1000, 1023, 10000, 10001, 10003, 20017]
LAYOUTS = [(1, 1, 0), (1, 1, 1), (2, 1, 0), (1, 3, 0), (2, 2, 1)]


def draw(seed, n):
    """n floats from a 64-bit LCG: 53-bit fractions scaled by 2**-7..2**8, either sign."""
    state = seed
    out = []
    for _ in range(n):
        state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
        v = float(state >> 11) / 2**53 * 2.0 ** ((state & 15) - 7)
        out.append(-v if state & 16 else v)
    return out


def child(core, threads):
    import numpy as np
    assert np.__version__.startswith("1.24."), np.__version__
    seed = 1
    for n in SIZES:
        for incx, incy, yoff in LAYOUTS:
            if core == "Prescott" and (incx, incy) != (1, 1):
                continue  # its strided loop is not modelled
            if n > 2000 and (incx, incy, yoff) not in [(1, 1, 0), (2, 1, 0)]:
                continue
            seed += 2
            x = np.array(draw(seed, n * incx))[::incx]
            ybuf = np.array(draw(seed + 1, yoff + n * incy))
            y = ybuf[yoff::incy]
            r = np.dot(x, y)
            print(core, threads, n, incx, incy, yoff, seed, np.float64(r).view(np.uint64).item().to_bytes(8, "big").hex())


if __name__ == "__main__":
    if len(sys.argv) == 3:
        child(sys.argv[1], int(sys.argv[2]))
        sys.exit(0)
    print("# np.dot of float64 vectors, NumPy 1.24 on OpenBLAS 0.3.21; see gen_blasdot.py")
    sys.stdout.flush()
    for core, threads in CONFIGS:
        env = dict(os.environ, OPENBLAS_CORETYPE=core, OPENBLAS_NUM_THREADS=str(threads))
        subprocess.run([sys.executable, __file__, core, str(threads)], env=env, check=True)
