# NumPy 1.24's logspace and geomspace (numpy/core/function_base.py), run
# inside alpyna's numpy module as polynomial.py is: the same steps over
# the module's array functions, so the same values. Ported from NumPy
# (BSD-3-Clause, Copyright (c) 2005-2022, NumPy Developers). Not ported:
# axis=, and complex or array start and stop of geomspace.


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None):
    """logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None)

    base ** linspace(start, stop, num, endpoint)."""
    y = linspace(start, stop, num=num, endpoint=endpoint)
    if dtype is None:
        return power(base, y)
    return power(base, y).astype(dtype)


def geomspace(start, stop, num=50, endpoint=True, dtype=None):
    """geomspace(start, stop, num=50, endpoint=True, dtype=None)

    num numbers spaced evenly on a log scale from start to stop."""
    if isinstance(start, complex) or isinstance(stop, complex) or not isscalar(start) or not isscalar(stop):
        raise NotImplementedError("alpyna's NumPy supports geomspace of real scalars only (docs/numpy.md)")
    if start == 0 or stop == 0:
        raise ValueError('Geometric sequence cannot include zero')
    start = float64(start)
    stop = float64(stop)
    out_sign = 1.0
    if start < 0 and stop < 0:
        start, stop, out_sign = -start, -stop, -1.0
    result = logspace(log10(start), log10(stop), num=num, endpoint=endpoint, base=10.0)
    # The endpoints are start and stop themselves: 10**log10(x) need not
    # be x.
    if num > 0:
        result[0] = start
        if num > 1 and endpoint:
            result[-1] = stop
    result = out_sign * result
    if dtype is not None:
        result = result.astype(dtype)
    return result
