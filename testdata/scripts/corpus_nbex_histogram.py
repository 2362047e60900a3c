# Port of numba/numba-examples examples/density_estimation/histogram/impl.py (BSD-2-Clause,
# numba/numba-examples), its "numba" block: a histogram over a.flat through a helper that returns
# an int or None. @numba.jit(nopython=True) becomes @alpyna.jit; the driver checks the result
# against np.histogram, as the example's validator does, on seeded normal samples. np.intp is
# np.int64, since alpyna's NumPy has no np.intp yet, and `for x in a.flat` is `for x in a` (the
# input is 1-D), since alpyna's arrays have no .flat yet.
import sys

import numpy as np

import alpyna


@alpyna.jit
def get_bin_edges(a, bins):
    bin_edges = np.zeros((bins+1,), dtype=np.float64)
    a_min = a.min()
    a_max = a.max()
    delta = (a_max - a_min) / bins
    for i in range(bin_edges.shape[0]):
        bin_edges[i] = a_min + i * delta

    bin_edges[-1] = a_max  # Avoid roundoff error on last point
    return bin_edges


@alpyna.jit
def compute_bin(x, bin_edges):
    # assuming uniform bins for now
    n = bin_edges.shape[0] - 1
    a_min = bin_edges[0]
    a_max = bin_edges[-1]

    # special case to mirror NumPy behavior for last bin
    if x == a_max:
        return n - 1 # a_max always in last bin

    bin = int(n * (x - a_min) / (a_max - a_min))

    if bin < 0 or bin >= n:
        return None
    else:
        return bin


@alpyna.jit
def numba_histogram(a, bins):
    hist = np.zeros((bins,), dtype=np.int64)
    bin_edges = get_bin_edges(a, bins)

    for x in a:
        bin = compute_bin(x, bin_edges)
        if bin is not None:
            hist[int(bin)] += 1

    return hist, bin_edges


def main():
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    rng = np.random.RandomState(5)
    for nbins in [10, 100]:
        for dtype in [np.float32, np.float64]:
            a = rng.normal(loc=0.0, scale=5.0, size=size).astype(dtype)
            hist, edges = numba_histogram(a, nbins)
            ref_hist, ref_edges = np.histogram(a, nbins)
            print(nbins, np.dtype(dtype).name, hist.dtype, int(hist.sum()), hist[:5].tolist(),
                  f"{edges[1]:.6e}", f"{edges[-1]:.6e}",
                  bool(np.allclose(edges, ref_edges, rtol=1e-6, atol=1e-6)),
                  int(np.abs(hist - ref_hist).sum()))


main()
