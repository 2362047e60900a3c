# np.quantile and np.percentile with each of NumPy 1.24's 13 methods (issue 15): the discontinuous
# ones keep the array's dtype, the others interpolate with NumPy's _lerp (float32 neighbours
# subtracted in float32); along an axis, lines with NaN, positional method, unknown methods.
import numpy as np
methods = ['inverted_cdf', 'averaged_inverted_cdf', 'closest_observation', 'interpolated_inverted_cdf', 'hazen', 'weibull',
           'linear', 'median_unbiased', 'normal_unbiased', 'lower', 'higher', 'midpoint', 'nearest']
rng = np.random.default_rng(3)
arrs = [np.arange(1, 11), np.array([3.5, -1.25, 8.0, 2.0, 2.0, 7.5, 0.125]), rng.uniform(-5, 5, (4, 9)).astype(np.float32),
        np.array([5]), np.array([2, 9]), rng.integers(-50, 50, (3, 6))]
qs = [0.0, 0.1, 0.25, 0.3, 0.5, 0.6, 0.75, 0.9, 1.0]
for m in methods:
    for a in arrs:
        r = np.quantile(a, qs, method=m)
        print(m, a.dtype, r.dtype, r.tolist())
        print(' axis', np.quantile(a, [0.2, 0.5, 0.95], axis=-1, method=m).tolist())
    print(' pct', repr(np.percentile(arrs[1], 37.5, method=m)), repr(np.quantile(arrs[0], 0.35, method=m)), repr(np.quantile(arrs[2], 0.5, axis=0, method=m)))
    print(' nan', np.quantile(np.array([[1.0, np.nan, 3.0], [4.0, 5.0, 6.0]]), 0.5, axis=1, method=m).tolist())
print(np.quantile(arrs[0], 0.5, None, None, False, 'lower'))
for bad in (lambda: np.quantile(arrs[0], 0.5, method='foo'), lambda: np.percentile(arrs[0], 50, method=3)):
    try:
        bad()
    except ValueError as e:
        print('ValueError', e)
