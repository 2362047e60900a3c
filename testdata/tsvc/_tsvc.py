"""Inputs and checksums for the TSVC ports: TSVC_2's arrays, scaled down.

TSVC_2 runs its loops on arrays of LEN_1D = 32000 and LEN_2D = 256
elements; the ports use LEN_1D = 80 (a multiple of 5 and of 40, as TSVC
asks, so that the unrolled loops stay in bounds) and LEN_2D = 16, so that
every script runs in a moment under CPython and alpyna's interpreter.

Values are multiples of 1/8 between -5/8 and 5/8 with both signs (TSVC's
conditional loops need both), so that products and sums are exact and the
checksums do not depend on the order a parallel reduction adds in.
"""
import numpy as np

LEN_1D = 80
LEN_2D = 16


def vec(seed, n=LEN_1D):
    """A 1-D array of n values in {-5/8, ..., 5/8}, different per seed (0 to 9)."""
    k = np.arange(n)
    return ((k * (seed + 1) * 7 + seed * 5) % 11 - 5) / 8.0


def mat(seed, m=LEN_2D):
    """An m x m array of values in {-5/8, ..., 5/8}, different per seed (0 to 9)."""
    return vec(seed, m * m).reshape((m, m))


def perm(n=LEN_1D, step=7):
    """The integer array (i * step + 3) % n: a permutation when step and n are coprime."""
    return (np.arange(n) * step + 3) % n


def show(name, *values):
    """Print a short checksum: the sum of each array, or the scalar itself."""
    parts = []
    for v in values:
        if isinstance(v, np.ndarray):
            v = v.sum()
        parts.append("%.6e" % float(v))
    print(name, *parts)
