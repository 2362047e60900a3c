# Port of numba/numba-examples examples/density_estimation/kernel/impl.py (BSD-2-Clause,
# numba/numba-examples), its "numba" and "numba_multithread" blocks: Gaussian kernel density
# estimation, zip over samples and bandwidths, a scalar helper. @numba.jit(nopython=True) becomes
# @alpyna.jit and numba.prange becomes range; the driver checks against the NumPy version, as
# the example's validator does, on seeded inputs (np.full_like of the input generator is np.full,
# since alpyna's NumPy has no np.full_like yet).
import sys

import numpy as np

import alpyna


def numpy_kde(eval_points, samples, bandwidths):
    # This uses a lot of RAM and doesn't scale to larger datasets
    rescaled_x = (eval_points[:, np.newaxis] - samples[np.newaxis, :]) / bandwidths[np.newaxis, :]
    gaussian = np.exp(-0.5 * rescaled_x**2) / np.sqrt(2 * np.pi) / bandwidths[np.newaxis, :]
    return gaussian.sum(axis=1) / len(samples)


@alpyna.jit
def gaussian(x):
    return np.exp(-0.5 * x**2) / np.sqrt(2 * np.pi)

@alpyna.jit
def numba_kde(eval_points, samples, bandwidths):
    result = np.zeros_like(eval_points)

    for i, eval_x in enumerate(eval_points):
        for sample, bandwidth in zip(samples, bandwidths):
            result[i] += gaussian((eval_x - sample) / bandwidth) / bandwidth
        result[i] /= len(samples)

    return result


@alpyna.jit
def numba_kde_multithread(eval_points, samples, bandwidths):
    result = np.zeros_like(eval_points)

    # SPEEDTIP: Parallelize over evaluation points with prange()
    for i in range(len(eval_points)):
        eval_x = eval_points[i]
        for sample, bandwidth in zip(samples, bandwidths):
            result[i] += gaussian((eval_x - sample) / bandwidth) / bandwidth
        result[i] /= len(samples)

    return result


def main():
    nsamples = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    neval = nsamples // 5
    sigma = 5.0
    rng = np.random.RandomState(2)
    samples = rng.normal(loc=0.0, scale=sigma, size=nsamples)
    bandwidths = np.full(samples.shape, 1.06 * nsamples**0.2 * sigma)
    eval_points = rng.normal(loc=0.0, scale=5.0, size=neval)
    expected = numpy_kde(eval_points, samples, bandwidths)
    for f in (numba_kde, numba_kde_multithread):
        y = f(eval_points, samples, bandwidths)
        print(f"{y.sum():.6e}", f"{y[0]:.6e}", f"{y[-1]:.6e}",
              bool(np.allclose(expected, y, rtol=1e-6, atol=1e-6)))


main()
