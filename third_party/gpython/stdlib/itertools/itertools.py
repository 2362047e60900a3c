# itertools: iterator building blocks, after the pure-Python equivalents in
# CPython's itertools documentation. count and repeat are classes (their
# reprs are printed); the others are generators, whose arguments are checked
# when they are called, as CPython's classes check them.

import sys as _sys

_marker = object()

def _check_int(x, what):
    if isinstance(x, bool) or not isinstance(x, int):
        try:
            return x.__index__()
        except AttributeError:
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__) from None
    return x

def _iter(x):
    try:
        return iter(x)
    except TypeError:
        raise TypeError("'%s' object is not iterable" % type(x).__name__) from None


class count:
    """Return a count object whose .__next__() method returns consecutive values."""

    def __init__(self, start=0, step=1):
        for v in (start, step):
            if not isinstance(v, (int, float)) and not hasattr(v, '__add__'):
                raise TypeError('a number is required')
        if isinstance(start, str) or isinstance(step, str):
            raise TypeError('a number is required')
        self._n = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        n = self._n
        self._n = n + self._step
        return n

    def __repr__(self):
        if type(self._step) is int and self._step == 1:
            return 'count(%r)' % (self._n,)
        return 'count(%r, %r)' % (self._n, self._step)


class repeat:
    """repeat(object [,times]) -> create an iterator which returns the object
    for the specified number of times.  If not specified, returns the object
    endlessly."""

    def __init__(self, object, times=None):
        self._obj = object
        if times is not None:
            times = _check_int(times, 'times')
            if times < 0:
                times = 0
        self._times = times

    def __iter__(self):
        return self

    def __next__(self):
        if self._times is None:
            return self._obj
        if self._times <= 0:
            raise StopIteration
        self._times -= 1
        return self._obj

    def __length_hint__(self):
        if self._times is None:
            raise TypeError('len() of unsized object')
        return self._times

    def __repr__(self):
        if self._times is None:
            return 'repeat(%r)' % (self._obj,)
        return 'repeat(%r, %d)' % (self._obj, self._times)


def _cycle(saved, it):
    for element in it:
        yield element
        saved.append(element)
    if not saved:
        return
    while True:
        for element in saved:
            yield element

def cycle(iterable):
    """Return elements from the iterable until it is exhausted. Then repeat the sequence indefinitely."""
    return _cycle([], _iter(iterable))


def _accumulate(it, func, initial):
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for element in it:
        if func is None:
            total = total + element
        else:
            total = func(total, element)
        yield total

def accumulate(iterable, func=None, *, initial=None):
    """Return series of accumulated sums (or other binary function results)."""
    return _accumulate(_iter(iterable), func, initial)


def _chain(iterables):
    for it in iterables:
        for element in _iter(it):
            yield element

def chain(*iterables):
    """Return a chain object whose .__next__() method returns elements from the
    first iterable until it is exhausted, then elements from the next iterable,
    until all of the iterables are exhausted."""
    return _chain(iterables)

def _from_iterable(iterable):
    """Alternative chain() constructor taking a single iterable argument that evaluates lazily."""
    return _chain(_iter(iterable))

chain.from_iterable = _from_iterable


def _compress(data, selectors):
    while True:
        try:
            d = next(data)
            s = next(selectors)
        except StopIteration:
            return
        if s:
            yield d

def compress(data, selectors):
    """Return data elements corresponding to true selector elements."""
    return _compress(_iter(data), _iter(selectors))


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x

def dropwhile(predicate, iterable):
    """Drop items from the iterable while predicate(item) is true."""
    return _dropwhile(predicate, _iter(iterable))


def _takewhile(predicate, it):
    for x in it:
        if predicate(x):
            yield x
        else:
            break

def takewhile(predicate, iterable):
    """Return successive entries from an iterable as long as the predicate evaluates to true for each entry."""
    return _takewhile(predicate, _iter(iterable))


def _filterfalse(predicate, it):
    if predicate is None:
        predicate = bool
    for x in it:
        if not predicate(x):
            yield x

def filterfalse(predicate, iterable):
    """Return those items of iterable for which function(item) is false."""
    return _filterfalse(predicate, _iter(iterable))


def _starmap(function, it):
    for args in it:
        yield function(*args)

def starmap(function, iterable):
    """Return an iterator whose values are returned from the function evaluated with an argument tuple taken from the given sequence."""
    return _starmap(function, _iter(iterable))


def _islice(it, start, stop, step):
    i = 0
    if stop is not None and start >= stop:
        # consume the first start items, as CPython does
        while i < start:
            try:
                next(it)
            except StopIteration:
                return
            i += 1
        return
    nexti = start
    while stop is None or i < stop:
        try:
            element = next(it)
        except StopIteration:
            return
        if i == nexti:
            yield element
            nexti += step
            if stop is not None and nexti >= stop:
                # consume up to stop
                i += 1
                while i < stop:
                    try:
                        next(it)
                    except StopIteration:
                        return
                    i += 1
                return
        i += 1

def _islice_arg(x, msg):
    if x is None:
        return None
    try:
        x = _check_int(x, '')
    except TypeError:
        raise ValueError(msg) from None
    if x < 0 or x > _sys.maxsize:
        raise ValueError(msg)
    return x

def islice(iterable, *args):
    """islice(iterable, stop) --> islice object
    islice(iterable, start, stop[, step]) --> islice object"""
    if len(args) == 1:
        start, stop, step = None, args[0], None
    elif 2 <= len(args) <= 3:
        start, stop = args[0], args[1]
        step = args[2] if len(args) == 3 else None
    else:
        raise TypeError('islice expected at most 4 arguments, got %d' % (len(args) + 1))
    stop = _islice_arg(stop, 'Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    start = _islice_arg(start, 'Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    if step is not None:
        try:
            step = _check_int(step, '')
        except TypeError:
            raise ValueError('Step for islice() must be a positive integer or None.') from None
        if step <= 0:
            raise ValueError('Step for islice() must be a positive integer or None.')
    if start is None:
        start = 0
    if step is None:
        step = 1
    return _islice(_iter(iterable), start, stop, step)


def _zip_longest(iterators, fillvalue):
    num_active = len(iterators)
    if not num_active:
        return
    while True:
        values = []
        for i in range(len(iterators)):
            it = iterators[i]
            if it is None:
                values.append(fillvalue)
                continue
            try:
                value = next(it)
            except StopIteration:
                num_active -= 1
                if not num_active:
                    return
                iterators[i] = None
                value = fillvalue
            values.append(value)
        yield tuple(values)

def zip_longest(*args, fillvalue=None):
    """Return a zip_longest object whose .__next__() method returns a tuple where
    the i-th element comes from the i-th iterable argument."""
    return _zip_longest([_iter(it) for it in args], fillvalue)


def _groupby(iterator, keyfunc):
    state = [None, None, False]  # current value, current key, exhausted

    def grouper(target_key):
        yield state[0]
        while True:
            try:
                value = next(iterator)
            except StopIteration:
                state[2] = True
                return
            state[0] = value
            state[1] = keyfunc(value)
            if state[1] != target_key:
                return
            yield value

    try:
        state[0] = next(iterator)
    except StopIteration:
        return
    state[1] = keyfunc(state[0])
    while not state[2]:
        target_key = state[1]
        group = grouper(target_key)
        yield (state[1], group)
        if state[1] == target_key:
            for _ in group:
                pass

def groupby(iterable, key=None):
    """make an iterator that returns consecutive keys and groups from the iterable"""
    if key is None:
        key = _identity
    return _groupby(_iter(iterable), key)

def _identity(x):
    return x


def _tee_gen(it, buffers, mine):
    while True:
        if not mine:
            try:
                value = next(it)
            except StopIteration:
                return
            for b in buffers:
                b.append(value)
        yield mine.pop(0)

def tee(iterable, n=2):
    """Returns a tuple of n independent iterators."""
    n = _check_int(n, 'n')
    if n < 0:
        raise ValueError('n must be >= 0')
    it = _iter(iterable)
    buffers = [[] for i in range(n)]
    return tuple([_tee_gen(it, buffers, buffers[i]) for i in range(n)])


def _pairwise(it):
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield (a, b)
        a = b

def pairwise(iterable):
    """Return an iterator of overlapping pairs taken from the input iterator."""
    return _pairwise(_iter(iterable))


def _product(pools):
    n = len(pools)
    for pool in pools:
        if not pool:
            return
    indices = [0] * n
    while True:
        yield tuple([pools[i][indices[i]] for i in range(n)])
        i = n - 1
        while i >= 0:
            indices[i] += 1
            if indices[i] < len(pools[i]):
                break
            indices[i] = 0
            i -= 1
        if i < 0:
            return

def product(*iterables, repeat=1):
    """Cartesian product of input iterables.  Equivalent to nested for-loops."""
    repeat = _check_int(repeat, 'repeat')
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    pools = [tuple(_iter(pool)) for pool in iterables] * repeat
    return _product(pools)


def _permutations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple([pool[i] for i in indices[:r]])
    while n:
        i = r - 1
        while i >= 0:
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple([pool[k] for k in indices[:r]])
                break
            i -= 1
        if i < 0:
            return

def permutations(iterable, r=None):
    """Return successive r-length permutations of elements in the iterable."""
    pool = tuple(_iter(iterable))
    if r is None:
        r = len(pool)
    else:
        r = _check_int(r, 'r')
        if r < 0:
            raise ValueError('r must be non-negative')
    return _permutations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple([pool[i] for i in indices])
    while True:
        i = r - 1
        while i >= 0:
            if indices[i] != i + n - r:
                break
            i -= 1
        if i < 0:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple([pool[i] for i in indices])

def combinations(iterable, r):
    """Return successive r-length combinations of elements in the iterable."""
    pool = tuple(_iter(iterable))
    r = _check_int(r, 'r')
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations(pool, r)


def _combinations_with_replacement(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple([pool[i] for i in indices])
    while True:
        i = r - 1
        while i >= 0:
            if indices[i] != n - 1:
                break
            i -= 1
        if i < 0:
            return
        v = indices[i] + 1
        for j in range(i, r):
            indices[j] = v
        yield tuple([pool[i] for i in indices])

def combinations_with_replacement(iterable, r):
    """Return successive r-length combinations of elements in the iterable allowing individual elements to have successive repeats."""
    pool = tuple(_iter(iterable))
    r = _check_int(r, 'r')
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations_with_replacement(pool, r)
