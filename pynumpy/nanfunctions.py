# NumPy 1.24's nanvar and nanmedian (numpy/lib/nanfunctions.py), run
# inside alpyna's numpy module as polynomial.py is: the same steps over
# the module's array functions (sum is numpy's sum here), so the same sums
# and the same bits. np.nanvar, np.nanstd and np.nanmedian (Go,
# pythonparts.go) call _nanvar and _nanmedian and give their
# RuntimeWarnings at the caller's line. Ported from NumPy (BSD-3-Clause, Copyright (c) 2005-2022,
# NumPy Developers). Not ported: dtype=, out= and where=.


def _nanvar(a, axis=None, ddof=0, keepdims=False):
    """The variance of the elements that are not NaN, and whether a slice
    had no degrees of freedom left (NaN there)."""
    arr = asarray(a)
    if arr.dtype != float64 and arr.dtype != float32 and arr.dtype != float16:
        return var(arr, axis=axis, ddof=ddof, keepdims=keepdims), False
    mask = isnan(arr)
    arr = where(mask, 0, arr)
    cnt = sum(~mask, axis=axis, keepdims=True)
    avg = sum(arr, axis=axis, keepdims=True)
    avg = (avg / cnt).astype(arr.dtype)
    arr = where(mask, 0, (arr - avg).astype(arr.dtype))
    sqr = arr * arr
    # NumPy sums with keepdims as asked and squeezes the counts; summing
    # with keepdims and squeezing after gives the same values.
    v = sum(sqr, axis=axis, keepdims=True)
    dof = cnt - ddof
    with errstate(divide='ignore', invalid='ignore'):
        v = (v / dof).astype(arr.dtype)
    isbad = dof <= 0
    bad = bool(isbad.any())
    if bad:
        v = where(isbad, nan, v).astype(arr.dtype)
    if keepdims:
        return v, bad
    if axis is None:
        return v.ravel()[0], bad
    return v.squeeze(axis), bad


def _nanmedian(a, axis=None, keepdims=False):
    """The median of the elements that are not NaN (NaN for a slice of
    NaNs only), and whether there was such a slice."""
    a = asarray(a)
    if a.dtype != float64 and a.dtype != float32 and a.dtype != float16:
        r = median(a, axis=axis)
        if keepdims:
            r = full((1,) * a.ndim, r) if axis is None else expand_dims(r, axis)
        return r, False
    if axis is None:
        flat = a.ravel()
        vals = flat[~isnan(flat)]
        if vals.size == 0:
            r = full((), nan, a.dtype)[()]
            bad = a.size > 0
        else:
            r = median(vals)
            bad = False
        if keepdims:
            return full((1,) * a.ndim, r, a.dtype), bad
        return r, bad
    moved = moveaxis(a, axis, -1)
    lines = moved.reshape(-1, moved.shape[-1])
    out = zeros(lines.shape[0], a.dtype)
    bad = False
    for i in range(lines.shape[0]):
        line = lines[i]
        vals = line[~isnan(line)]
        if vals.size == 0:
            out[i] = nan
            bad = True
        else:
            out[i] = median(vals)
    out = out.reshape(moved.shape[:-1])
    if keepdims:
        out = expand_dims(out, axis)
    return out, bad
