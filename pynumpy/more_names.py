# NumPy 1.24's tri, tril_indices, triu_indices, diag_indices, full_like,
# copyto, putmask, place, isin, nan_to_num, dstack, heaviside, the formula
# of logaddexp (more_names.go dispatches it and gives its warning),
# nanargmax, nanargmin, nancumsum, choose, put, vander, tensordot and pad
# (every mode but a function), run inside alpyna's numpy module as
# polynomial.py is: the same steps over the module's array functions, so
# the same values, dtypes and error messages. Follows NumPy
# (BSD-3-Clause, Copyright (c) 2005-2022, NumPy Developers). Not ported:
# order= and subok=, complex operands of heaviside and logaddexp, a
# function as pad's mode.

_CASTINGS = ('no', 'equiv', 'safe', 'same_kind', 'unsafe')

# The kinds of NumPy's dtypes in the order casting='same_kind' allows a
# cast: a kind casts to itself and to the kinds after it.
_KIND_ORDER = {'b': 0, 'u': 1, 'i': 2, 'f': 3, 'c': 4}


def _kind(dt):
    name = dtype(dt).name
    if name == 'bool':
        return 'b'
    if name.startswith('uint'):
        return 'u'
    if name.startswith('int'):
        return 'i'
    if name.startswith('float'):
        return 'f'
    return 'c'


def _safe(src, dst):
    """Whether NumPy's casting='safe' allows src to dst: no value is lost."""
    src, dst = dtype(src), dtype(dst)
    ks, kd = _kind(src), _kind(dst)
    if src == dst or ks == 'b':
        return True
    if kd == 'b':
        return False
    if ks == kd:
        return dst.itemsize >= src.itemsize
    if ks == 'u' and kd == 'i':
        return dst.itemsize > src.itemsize
    if ks in 'ui' and kd == 'f':
        return dst.itemsize > src.itemsize
    if ks in 'ui' and kd == 'c':
        return dst.itemsize > 2 * src.itemsize
    if ks == 'f' and kd == 'c':
        return dst.itemsize >= 2 * src.itemsize
    return False


def _can_cast(src, dst, casting):
    if casting == 'unsafe':
        return True
    if casting in ('no', 'equiv'):
        return dtype(src) == dtype(dst)
    if casting == 'safe':
        return _safe(src, dst)
    return _safe(src, dst) or _KIND_ORDER[_kind(src)] <= _KIND_ORDER[_kind(dst)]


def _min_scalar_type(value):
    """NumPy's min_scalar_type of a 0-d value: the smallest dtype of its
    kind that holds it, which NumPy 1.24 casts scalars by."""
    k = _kind(value.dtype)
    v = value[()]
    if k == 'u' or (k == 'i' and v >= 0):
        for t in (uint8, uint16, uint32):
            if v <= iinfo(t).max:
                return dtype(t)
        return dtype(uint64)
    if k == 'i':
        for t in (int8, int16, int32):
            if v >= iinfo(t).min:
                return dtype(t)
        return dtype(int64)
    if k == 'f' and value.dtype != dtype(float16):
        if isfinite(v) and abs(v) > finfo(float16).max:
            return dtype(float32) if abs(v) <= finfo(float32).max or value.dtype == dtype(float32) else value.dtype
        return dtype(float16) if not isfinite(v) or abs(v) <= finfo(float16).max else value.dtype
    return value.dtype


def tri(N, M=None, k=0, dtype=float):
    """tri(N, M=None, k=0, dtype=float)

    An N by M array with ones at and below the k-th diagonal."""
    if M is None:
        M = N
    m = arange(N).reshape(N, 1) >= arange(-k, M - k)
    return m.astype(dtype)


def tril_indices(n, k=0, m=None):
    """tril_indices(n, k=0, m=None)

    The row and column indices of the lower triangle of an n by m array."""
    return nonzero(tri(n, m, k=k, dtype=bool))


def triu_indices(n, k=0, m=None):
    """triu_indices(n, k=0, m=None)

    The row and column indices of the upper triangle of an n by m array."""
    return nonzero(~tri(n, m, k=k - 1, dtype=bool))


def diag_indices(n, ndim=2):
    """diag_indices(n, ndim=2)

    The indices of the main diagonal of an n by ... by n array of ndim
    dimensions."""
    idx = arange(n)
    return (idx,) * ndim


def full_like(a, fill_value, dtype=None, shape=None):
    """full_like(a, fill_value, dtype=None, shape=None)

    An array of a's shape and dtype (or the given ones) filled with
    fill_value."""
    a = asarray(a)
    res = zeros(a.shape if shape is None else shape, dtype=a.dtype if dtype is None else dtype)
    copyto(res, fill_value, casting='unsafe')
    return res


def copyto(dst, src, casting='same_kind', where=True):
    """copyto(dst, src, casting='same_kind', where=True)

    Copies src into dst (broadcast to its shape) where where is True,
    if the casting rule allows the cast."""
    if not isinstance(dst, ndarray):
        raise TypeError('copyto() argument 1 must be numpy.ndarray, not ' + type(dst).__name__)
    if casting not in _CASTINGS:
        raise ValueError("casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got %r)" % (casting,))
    src = asarray(src)
    scalar = src.ndim == 0
    from_dtype = _min_scalar_type(src) if scalar and casting not in ('no', 'equiv') else src.dtype
    allowed = _can_cast(from_dtype, dst.dtype, casting)
    if scalar and casting == 'safe' and _kind(src.dtype) in 'ui' and _kind(dst.dtype) in 'ui':
        # An integer scalar casts safely to any integer type that holds
        # its value (100 to int8, whose min_scalar_type is uint8).
        allowed = iinfo(dst.dtype).min <= src[()] <= iinfo(dst.dtype).max
    if not allowed:
        raise TypeError("Cannot cast %s from %r to %r according to the rule %r" % (
            'scalar' if scalar else 'array data', src.dtype, dst.dtype, casting))
    try:
        src = broadcast_to(src, dst.shape)
        bad_shape = None
    except ValueError:
        bad_shape = src.shape
    if bad_shape is not None:
        raise ValueError('could not broadcast input array from shape %s into shape %s' % (bad_shape, dst.shape))
    if where is True:
        dst[...] = src
        return
    mask = broadcast_to(asarray(where, dtype=bool), dst.shape)
    dst[mask] = src[mask]


def putmask(a, mask, values):
    """putmask(a, mask, values)

    Sets a.flat[n] = values[n % len(values)] for each n where mask is
    True."""
    if not isinstance(a, ndarray):
        raise TypeError('putmask() argument 1 must be numpy.ndarray, not ' + type(a).__name__)
    mask = asarray(mask, dtype=bool)
    if mask.size != a.size:
        raise ValueError('putmask: mask and data must be the same size')
    values = asarray(values).ravel()
    if values.size == 0:
        return
    mask = mask.reshape(a.shape)
    idx = nonzero(mask.ravel())[0]
    a[mask] = values[idx % values.size]


def place(arr, mask, vals):
    """place(arr, mask, vals)

    Puts the first N of vals (repeated as needed) into arr where mask is
    True, N being the number of True values in mask."""
    if not isinstance(arr, ndarray):
        raise TypeError('argument 1 must be numpy.ndarray, not ' + type(arr).__name__)
    mask = asarray(mask, dtype=bool)
    if mask.size != arr.size:
        raise ValueError('place: mask and data must be the same size')
    vals = asarray(vals).ravel()
    mask = mask.reshape(arr.shape)
    n = int(mask.sum())
    if n == 0:
        return
    if vals.size == 0:
        raise ValueError('Cannot insert from an empty array!')
    arr[mask] = vals[arange(n) % vals.size]


def isin(element, test_elements, assume_unique=False, invert=False):
    """isin(element, test_elements, assume_unique=False, invert=False)

    A boolean array of element's shape: whether each element is in
    test_elements (or is not, with invert=True)."""
    element = asarray(element)
    ar1 = element.ravel()
    ar2 = unique(asarray(test_elements).ravel())
    if ar2.size == 0:
        found = zeros(ar1.shape, dtype=bool)
    else:
        idx = searchsorted(ar2, ar1)
        idx[idx == ar2.size] = 0
        found = ar2[idx] == ar1
    if invert:
        found = ~found
    return found.reshape(element.shape)


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    """nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None)

    x with NaN replaced by nan, and infinities by posinf and neginf (by
    default the largest and the most negative finite values of x's
    dtype)."""
    x = asarray(x)
    if copy:
        x = x.copy()
    xtype = _kind(x.dtype)
    if xtype not in 'fc':
        return x[()] if x.ndim == 0 else x
    parts = (x.real, x.imag) if xtype == 'c' else (x,)
    for d in parts:
        info = finfo(d.dtype)
        # The masks come first: a replacement may itself be a NaN or an
        # infinity, which stays.
        is_nan, is_posinf, is_neginf = isnan(d), d == inf, d == -inf
        d[is_nan] = nan
        d[is_posinf] = info.max if posinf is None else posinf
        d[is_neginf] = info.min if neginf is None else neginf
    return x[()] if x.ndim == 0 else x


def dstack(tup):
    """dstack(tup)

    The arrays of tup stacked along a third axis (after making them at
    least 3-d)."""
    arrs = atleast_3d(*tup)
    if not isinstance(arrs, list):
        arrs = [arrs]
    return concatenate(arrs, 2)


def _float_operands(x1, x2):
    """x1 and x2 as arrays of the float type NumPy's float-only ufuncs
    compute them in, and whether both were scalars."""
    scalar = asarray(x1).ndim == 0 and asarray(x2).ndim == 0
    a1, a2 = asarray(x1), asarray(x2)
    # The sum of zeros of their shapes and types is in the type the two
    # promote to (0-d ones counting as scalars, as in NumPy's ufuncs);
    # dividing it by one makes integers a float type, as the float
    # ufuncs' loops do.
    t = zeros_like(a1) + zeros_like(a2)
    if _kind(t.dtype) in 'bui':
        t = t / 1
    t = asarray(t)
    return a1.astype(t.dtype), a2.astype(t.dtype), scalar


def heaviside(x1, x2):
    """heaviside(x1, x2)

    The Heaviside step function: 0 where x1 < 0, x2 where x1 == 0, 1
    where x1 > 0, NaN where x1 is NaN."""
    a1, a2, scalar = _float_operands(x1, x2)
    r = where(a1 < 0, zeros((), a1.dtype), where(a1 > 0, ones((), a1.dtype), a2))
    r = where(isnan(a1), a1, r)
    return r[()] if scalar else r


def _logaddexp(x1, x2):
    """log(exp(x1) + exp(x2)) without overflow or underflow of the exps,
    and whether an operand was NaN: NumPy's loop compares the operands,
    which raises the invalid flag for a NaN (more_names.go warns)."""
    a1, a2, scalar = _float_operands(x1, x2)
    with errstate(all='ignore'):
        big = maximum(a1, a2)
        r = big + _log1p_exp(-absolute(a1 - a2))
        # Equal values (infinities among them) are x + log(2), as in
        # NumPy's npy_logaddexp.
        r = where(a1 == a2, a1 + asarray(0.6931471805599453).astype(a1.dtype), r)
    invalid = bool(isnan(a1).any() or isnan(a2).any())
    return (r[()] if scalar else r), invalid


def _replace_nan(a, val):
    """a with NaN replaced by val (a copy), and the NaN mask (None for
    an array that cannot hold NaN), as NumPy's nanfunctions do."""
    a = asarray(a)
    if _kind(a.dtype) not in 'fc':
        return a, None
    mask = isnan(a)
    a = a.copy()
    a[mask] = val
    return a, mask


def nanargmax(a, axis=None, keepdims=False):
    """nanargmax(a, axis=None, keepdims=False)

    The indices of the largest values, ignoring NaN."""
    a, mask = _replace_nan(a, -inf)
    if mask is not None and asarray(mask.all(axis=axis)).any():
        raise ValueError('All-NaN slice encountered')
    return argmax(a, axis=axis, keepdims=keepdims)


def nanargmin(a, axis=None, keepdims=False):
    """nanargmin(a, axis=None, keepdims=False)

    The indices of the smallest values, ignoring NaN."""
    a, mask = _replace_nan(a, inf)
    if mask is not None and asarray(mask.all(axis=axis)).any():
        raise ValueError('All-NaN slice encountered')
    return argmin(a, axis=axis, keepdims=keepdims)


def nancumsum(a, axis=None, dtype=None):
    """nancumsum(a, axis=None, dtype=None)

    The cumulative sum, counting NaN as zero."""
    a, _ = _replace_nan(a, 0)
    if dtype is not None:
        # Summing the values cast to dtype is summing in dtype.
        a = a.astype(dtype)
    return cumsum(a, axis=axis)


def choose(a, choices, mode='raise'):
    """choose(a, choices, mode='raise')

    choices[a[i]][i] for every index i of a and the choices broadcast
    together; mode 'wrap' and 'clip' bring indices into range."""
    if mode not in ('raise', 'wrap', 'clip'):
        raise ValueError("clipmode must be one of 'clip', 'raise', or 'wrap' (got %r)" % (mode,))
    a = asarray(a)
    choices = [asarray(c) for c in choices]
    n = len(choices)
    if n == 0:
        raise ValueError('0-length sequence.')
    if mode == 'wrap':
        a = a % n
    elif mode == 'clip':
        a = clip(a, 0, n - 1)
    elif a.size and (a.min() < 0 or a.max() >= n):
        raise ValueError('invalid entry in choice array')
    result = choices[0] + zeros_like(a, dtype=choices[0].dtype)
    for i in range(1, n):
        result = where(a == i, choices[i], result)
    return result


def put(a, ind, v, mode='raise'):
    """put(a, ind, v, mode='raise')

    Sets a.flat[ind[n]] = v[n % len(v)] for each n, in order."""
    if not isinstance(a, ndarray):
        raise TypeError('argument 1 must be numpy.ndarray, not ' + type(a).__name__)
    ind = asarray(ind).ravel()
    v = asarray(v).ravel()
    if ind.size == 0 or v.size == 0:
        return
    if mode == 'wrap':
        ind = ind % a.size
    elif mode == 'clip':
        ind = clip(ind, 0, a.size - 1)
    else:
        for i in ind.tolist():
            if i < -a.size or i >= a.size:
                raise IndexError('index %d is out of bounds for axis 0 with size %d' % (i, a.size))
        ind = ind % a.size
    vals = v[arange(ind.size) % v.size]
    # Assigned one by one: with a repeated index the last value stays.
    coords = unravel_index(ind, a.shape)
    for k in range(ind.size):
        a[tuple(c[k] for c in coords)] = vals[k]


def vander(x, N=None, increasing=False):
    """vander(x, N=None, increasing=False)

    The Vandermonde matrix of x: its columns are the powers x**(N-1),
    ..., x, 1 (the other way round with increasing=True)."""
    x = asarray(x)
    if x.ndim != 1:
        raise ValueError('x must be a one-dimensional array or sequence.')
    if N is None:
        N = len(x)
    dt = (zeros(0, x.dtype) + zeros(0, int64)).dtype
    v = zeros((len(x), N), dtype=dt)
    tmp = v if increasing else v[:, ::-1]
    if N > 0:
        tmp[:, 0] = 1
    if N > 1:
        tmp[:, 1:] = x.reshape(len(x), 1)
        tmp[:, 1:] = cumprod(tmp[:, 1:], axis=1)
    return v


def tensordot(a, b, axes=2):
    """tensordot(a, b, axes=2)

    The sum of products of a and b over the given axes: the last axes
    of a and the first of b (an int), or the two sequences of axes."""
    try:
        iter(axes)
        axes_a, axes_b = axes
    except TypeError:
        axes_a = list(range(-axes, 0))
        axes_b = list(range(0, axes))
    try:
        na = len(axes_a)
        axes_a = list(axes_a)
    except TypeError:
        axes_a = [axes_a]
        na = 1
    try:
        nb = len(axes_b)
        axes_b = list(axes_b)
    except TypeError:
        axes_b = [axes_b]
        nb = 1
    a, b = asarray(a), asarray(b)
    as_ = a.shape
    nda = a.ndim
    bs = b.shape
    ndb = b.ndim
    equal = True
    if na != nb:
        equal = False
    else:
        for k in range(na):
            if as_[axes_a[k]] != bs[axes_b[k]]:
                equal = False
                break
            if axes_a[k] < 0:
                axes_a[k] += nda
            if axes_b[k] < 0:
                axes_b[k] += ndb
    if not equal:
        raise ValueError('shape-mismatch for sum')
    notin = [k for k in range(nda) if k not in axes_a]
    newaxes_a = notin + axes_a
    N2 = 1
    for axis in axes_a:
        N2 *= as_[axis]
    M = 1
    for ax in notin:
        M *= as_[ax]
    newshape_a = (M, N2)
    olda = [as_[axis] for axis in notin]
    notin = [k for k in range(ndb) if k not in axes_b]
    newaxes_b = axes_b + notin
    N2 = 1
    for axis in axes_b:
        N2 *= bs[axis]
    M = 1
    for ax in notin:
        M *= bs[ax]
    newshape_b = (N2, M)
    oldb = [bs[axis] for axis in notin]
    at = a.transpose(newaxes_a).reshape(newshape_a)
    bt = b.transpose(newaxes_b).reshape(newshape_b)
    res = dot(at, bt)
    return res.reshape(tuple(olda + oldb))


def _pad_least(x, y):
    # the builtin min: the module's min is np.min
    return x if x <= y else y


def _pad_slice(sl, axis):
    return (slice(None),) * axis + (sl,) + (Ellipsis,)


def _pad_view_roi(padded, original_area_slice, axis):
    # the region a pass along axis writes: the axes before it whole, the
    # later ones only over the original values (their pads come later)
    axis += 1
    return padded[(slice(None),) * axis + original_area_slice[axis:]]


def _pad_set_area(padded, axis, width_pair, value_pair):
    padded[_pad_slice(slice(None, width_pair[0]), axis)] = value_pair[0]
    padded[_pad_slice(slice(padded.shape[axis] - width_pair[1], None), axis)] = value_pair[1]


def _pad_edges(padded, axis, width_pair):
    left = width_pair[0]
    right = padded.shape[axis] - width_pair[1]
    return (padded[_pad_slice(slice(left, left + 1), axis)],
            padded[_pad_slice(slice(right - 1, right), axis)])


def _pad_ramp(end_value, edge, num, axis, dt):
    # np.linspace(end_value, edge.squeeze(axis), num, endpoint=False,
    # dtype=dt, axis=axis), with linspace's steps
    stop = squeeze(edge, axis)
    calc = (asarray(stop) + end_value * 0.0 + 0.0).dtype
    delta = stop - end_value
    y = arange(0, num, dtype=calc).reshape((-1,) + (1,) * delta.ndim)
    if num > 0:
        step = delta / num
        if asarray(step == 0).any():
            y = y / num
            y = y * delta
        else:
            y = y * step
    else:
        y = y * delta
    y = y + end_value
    if axis != 0:
        y = moveaxis(y, 0, axis)
    if _kind(dt) in 'ui':
        y = floor(y)
    return y.astype(dt)


def _pad_ramps(padded, axis, width_pair, end_value_pair):
    edges = _pad_edges(padded, axis, width_pair)
    left = _pad_ramp(end_value_pair[0], edges[0], width_pair[0], axis, padded.dtype)
    right = _pad_ramp(end_value_pair[1], edges[1], width_pair[1], axis, padded.dtype)
    return left, right[_pad_slice(slice(None, None, -1), axis)]


def _pad_stat(chunk, axis, name):
    if name == 'median':
        r = expand_dims(median(chunk, axis=axis), axis)
    elif name == 'mean':
        r = mean(chunk, axis=axis, keepdims=True)
    elif name == 'maximum':
        r = amax(chunk, axis=axis, keepdims=True)
    else:
        r = amin(chunk, axis=axis, keepdims=True)
    return r


def _pad_stats(padded, axis, width_pair, length_pair, name):
    left_index = width_pair[0]
    right_index = padded.shape[axis] - width_pair[1]
    max_length = right_index - left_index
    left_length, right_length = length_pair
    if left_length is None or max_length < left_length:
        left_length = max_length
    if right_length is None or max_length < right_length:
        right_length = max_length
    if (left_length == 0 or right_length == 0) and name in ('maximum', 'minimum'):
        raise ValueError("stat_length of 0 yields no value for padding")
    integer = _kind(padded.dtype) in 'ui'
    left = _pad_stat(padded[_pad_slice(slice(left_index, left_index + left_length), axis)], axis, name)
    if integer:
        left = left.round()
    if left_length == right_length == max_length:
        return left, left
    right = _pad_stat(padded[_pad_slice(slice(right_index - right_length, right_index), axis)], axis, name)
    if integer:
        right = right.round()
    return left, right


def _pad_reflect_both(padded, axis, width_pair, method, include_edge):
    left_pad, right_pad = width_pair
    old_length = padded.shape[axis] - right_pad - left_pad
    if include_edge:
        edge_offset = 1
    else:
        edge_offset = 0
        old_length -= 1
    if left_pad > 0:
        chunk_length = _pad_least(old_length, left_pad)
        stop = left_pad - edge_offset
        start = stop + chunk_length
        chunk = padded[_pad_slice(slice(start, stop, -1), axis)]
        if method == 'odd':
            chunk = 2 * padded[_pad_slice(slice(left_pad, left_pad + 1), axis)] - chunk
        padded[_pad_slice(slice(left_pad - chunk_length, left_pad), axis)] = chunk
        left_pad -= chunk_length
    if right_pad > 0:
        chunk_length = _pad_least(old_length, right_pad)
        start = -right_pad + edge_offset - 2
        stop = start - chunk_length
        chunk = padded[_pad_slice(slice(start, stop, -1), axis)]
        if method == 'odd':
            chunk = 2 * padded[_pad_slice(slice(-right_pad - 1, -right_pad), axis)] - chunk
        start = padded.shape[axis] - right_pad
        padded[_pad_slice(slice(start, start + chunk_length), axis)] = chunk
        right_pad -= chunk_length
    return left_pad, right_pad


def _pad_wrap_both(padded, axis, width_pair):
    left_pad, right_pad = width_pair
    period = padded.shape[axis] - right_pad - left_pad
    new_left_pad = 0
    new_right_pad = 0
    if left_pad > 0:
        chunk = padded[_pad_slice(slice(-right_pad - _pad_least(period, left_pad), -right_pad if right_pad != 0 else None), axis)]
        if left_pad > period:
            area = _pad_slice(slice(left_pad - period, left_pad), axis)
            new_left_pad = left_pad - period
        else:
            area = _pad_slice(slice(None, left_pad), axis)
        padded[area] = chunk
    if right_pad > 0:
        chunk = padded[_pad_slice(slice(left_pad, left_pad + _pad_least(period, right_pad)), axis)]
        if right_pad > period:
            area = _pad_slice(slice(-right_pad, -right_pad + period), axis)
            new_right_pad = right_pad - period
        else:
            area = _pad_slice(slice(-right_pad, None), axis)
        padded[area] = chunk
    return new_left_pad, new_right_pad


def _pad_pairs(x, ndim, as_index=False):
    if x is None:
        return ((None, None),) * ndim
    x = array(x)
    if as_index:
        x = around(x).astype(intp)
    if x.ndim < 3:
        if x.size == 1:
            x = x.ravel()
            if as_index and x < 0:
                raise ValueError("index can't contain negative values")
            return ((x[0], x[0]),) * ndim
        if x.size == 2 and x.shape != (2, 1):
            x = x.ravel()
            if as_index and (x[0] < 0 or x[1] < 0):
                raise ValueError("index can't contain negative values")
            return ((x[0], x[1]),) * ndim
    if as_index and x.min() < 0:
        raise ValueError("index can't contain negative values")
    return broadcast_to(x, (ndim, 2)).tolist()


_PAD_KWARGS = {
    'empty': (), 'edge': (), 'wrap': (),
    'constant': ('constant_values',),
    'linear_ramp': ('end_values',),
    'maximum': ('stat_length',),
    'mean': ('stat_length',),
    'median': ('stat_length',),
    'minimum': ('stat_length',),
    'reflect': ('reflect_type',),
    'symmetric': ('reflect_type',),
}


def pad(array, pad_width, mode='constant', **kwargs):
    """pad(array, pad_width, mode='constant', **kwargs)

    array with pad_width values added before and after each axis, as
    NumPy's modes 'constant' (constant_values), 'edge', 'linear_ramp'
    (end_values), 'maximum', 'mean', 'median', 'minimum' (stat_length),
    'reflect', 'symmetric' (reflect_type 'even' or 'odd'), 'wrap' and
    'empty' (zeros here) fill them."""
    a = asarray(array)
    widths = asarray(pad_width)
    if _kind(widths.dtype) != 'i':
        raise TypeError('`pad_width` must be of integral type.')
    widths = _pad_pairs(widths, a.ndim, as_index=True)
    if callable(mode):
        raise NotImplementedError("alpyna's NumPy does not support a function as pad's mode (docs/numpy.md)")
    if mode not in _PAD_KWARGS:
        raise ValueError("mode '%s' is not supported" % (mode,))
    unsupported = [key for key in kwargs if key not in _PAD_KWARGS[mode]]
    if unsupported:
        raise ValueError("unsupported keyword arguments for mode '%s': {%s}" % (mode, ', '.join(repr(k) for k in unsupported)))
    shape = tuple(left + size + right for size, (left, right) in zip(a.shape, widths))
    padded = zeros(shape, dtype=a.dtype)
    original = tuple(slice(left, left + size) for size, (left, right) in zip(a.shape, widths))
    padded[original] = a
    axes = range(padded.ndim)
    if mode == 'constant':
        values = _pad_pairs(kwargs.get('constant_values', 0), padded.ndim)
        for axis, width_pair, value_pair in zip(axes, widths, values):
            _pad_set_area(_pad_view_roi(padded, original, axis), axis, width_pair, value_pair)
    elif mode == 'empty':
        pass
    elif a.size == 0:
        for axis, width_pair in zip(axes, widths):
            if a.shape[axis] == 0 and (width_pair[0] or width_pair[1]):
                raise ValueError("can't extend empty axis %d using modes other than 'constant' or 'empty'" % axis)
    elif mode == 'edge':
        for axis, width_pair in zip(axes, widths):
            roi = _pad_view_roi(padded, original, axis)
            _pad_set_area(roi, axis, width_pair, _pad_edges(roi, axis, width_pair))
    elif mode == 'linear_ramp':
        ends = _pad_pairs(kwargs.get('end_values', 0), padded.ndim)
        for axis, width_pair, value_pair in zip(axes, widths, ends):
            roi = _pad_view_roi(padded, original, axis)
            _pad_set_area(roi, axis, width_pair, _pad_ramps(roi, axis, width_pair, value_pair))
    elif mode in ('maximum', 'mean', 'median', 'minimum'):
        lengths = _pad_pairs(kwargs.get('stat_length', None), padded.ndim, as_index=True)
        for axis, width_pair, length_pair in zip(axes, widths, lengths):
            roi = _pad_view_roi(padded, original, axis)
            _pad_set_area(roi, axis, width_pair, _pad_stats(roi, axis, width_pair, length_pair, mode))
    elif mode in ('reflect', 'symmetric'):
        method = kwargs.get('reflect_type', 'even')
        include_edge = mode == 'symmetric'
        for axis, (left_index, right_index) in zip(axes, widths):
            if a.shape[axis] == 1 and (left_index > 0 or right_index > 0):
                # NumPy's legacy behaviour: a singleton axis is extended
                # as by 'edge'
                _pad_set_area(padded, axis, (left_index, right_index), _pad_edges(padded, axis, (left_index, right_index)))
                continue
            roi = _pad_view_roi(padded, original, axis)
            while left_index > 0 or right_index > 0:
                left_index, right_index = _pad_reflect_both(roi, axis, (left_index, right_index), method, include_edge)
    else:  # wrap
        for axis, (left_index, right_index) in zip(axes, widths):
            roi = _pad_view_roi(padded, original, axis)
            while left_index > 0 or right_index > 0:
                left_index, right_index = _pad_wrap_both(roi, axis, (left_index, right_index))
    return padded
