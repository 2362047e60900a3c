# functools: tools for functions, after CPython's Lib/functools.py,
# simplified to what gpython's compiler and object model accept.

from collections import namedtuple

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)

_sentinel = object()

def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Update a wrapper function to look like the wrapped function."""
    for attr in assigned:
        value = getattr(wrapped, attr, _sentinel)
        if value is not _sentinel:
            try:
                setattr(wrapper, attr, value)
            except AttributeError:
                # gpython's functions cannot change their __module__
                pass
    for attr in updated:
        if attr == '__dict__':
            try:
                items = vars(wrapped).items()
            except TypeError:
                items = ()
            for k, v in items:
                setattr(wrapper, k, v)
        else:
            target = getattr(wrapper, attr)
            target.update(getattr(wrapped, attr, {}))
    wrapper.__wrapped__ = wrapped
    return wrapper

def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Decorator factory to apply update_wrapper() to a wrapper function."""
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)

def reduce(function, sequence, *args):
    """reduce(function, iterable[, initial]) -> value"""
    if len(args) > 1:
        raise TypeError('reduce expected at most 3 arguments, got %d' % (len(args) + 2))
    try:
        it = iter(sequence)
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    if args:
        value = args[0]
    else:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    for element in it:
        value = function(value, element)
    return value

class partial:
    """New function with partial application of the given arguments and keywords."""

    def __init__(self, func, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial):
            args = func.args + args
            kw = dict(func.keywords)
            kw.update(keywords)
            keywords = kw
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, *args, **keywords):
        kw = dict(self.keywords)
        kw.update(keywords)
        return self.func(*self.args, *args, **kw)

    def __repr__(self):
        parts = [repr(self.func)]
        parts.extend([repr(x) for x in self.args])
        parts.extend(['%s=%r' % (k, v) for (k, v) in self.keywords.items()])
        return 'functools.partial(' + ', '.join(parts) + ')'

def _gt_from_lt(self, other):
    op_result = self.__lt__(other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other

def _le_from_lt(self, other):
    op_result = self.__lt__(other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other

def _ge_from_lt(self, other):
    op_result = self.__lt__(other)
    if op_result is NotImplemented:
        return op_result
    return not op_result

def _ge_from_le(self, other):
    op_result = self.__le__(other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other

def _lt_from_le(self, other):
    op_result = self.__le__(other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other

def _gt_from_le(self, other):
    op_result = self.__le__(other)
    if op_result is NotImplemented:
        return op_result
    return not op_result

def _lt_from_gt(self, other):
    op_result = self.__gt__(other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other

def _ge_from_gt(self, other):
    op_result = self.__gt__(other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other

def _le_from_gt(self, other):
    op_result = self.__gt__(other)
    if op_result is NotImplemented:
        return op_result
    return not op_result

def _le_from_ge(self, other):
    op_result = self.__ge__(other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other

def _gt_from_ge(self, other):
    op_result = self.__ge__(other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other

def _lt_from_ge(self, other):
    op_result = self.__ge__(other)
    if op_result is NotImplemented:
        return op_result
    return not op_result

_convert = {
    '__lt__': [('__gt__', _gt_from_lt), ('__le__', _le_from_lt), ('__ge__', _ge_from_lt)],
    '__le__': [('__ge__', _ge_from_le), ('__lt__', _lt_from_le), ('__gt__', _gt_from_le)],
    '__gt__': [('__lt__', _lt_from_gt), ('__ge__', _ge_from_gt), ('__le__', _le_from_gt)],
    '__ge__': [('__le__', _le_from_ge), ('__gt__', _gt_from_ge), ('__lt__', _lt_from_ge)],
}

def _defines(cls, op):
    for klass in cls.__mro__:
        if klass is object:
            return False
        try:
            if op in vars(klass):
                return True
        except TypeError:
            return False
    return False

def total_ordering(cls):
    """Class decorator that fills in missing ordering methods"""
    roots = [op for op in ('__lt__', '__le__', '__gt__', '__ge__') if _defines(cls, op)]
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)
    for opname, opfunc in _convert[root]:
        if opname not in roots:
            opfunc.__name__ = opname
            setattr(cls, opname, opfunc)
    return cls

def cmp_to_key(mycmp):
    """Convert a cmp= function into a key= function"""
    class K:
        def __init__(self, obj):
            self.obj = obj
        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0
        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0
        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0
        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0
        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0
        __hash__ = None
    return K

_CacheInfo = namedtuple("CacheInfo", ["hits", "misses", "maxsize", "currsize"])

_kwd_mark = (object(),)

def _make_key(args, kwds, typed):
    key = args
    if kwds:
        key += _kwd_mark
        for item in kwds.items():
            key += item
    if typed:
        key += tuple([type(v) for v in args])
        if kwds:
            key += tuple([type(v) for v in kwds.values()])
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key

def lru_cache(maxsize=128, typed=False):
    """Least-recently-used cache decorator."""
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        user_function, maxsize = maxsize, 128
        return _lru_cache_wrapper(user_function, maxsize, typed)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return _lru_cache_wrapper(user_function, maxsize, typed)

    return decorating_function

def _lru_cache_wrapper(user_function, maxsize, typed):
    cache = {}
    stats = [0, 0]  # hits, misses
    missing = _sentinel

    if maxsize == 0:
        def wrapper(*args, **kwds):
            stats[1] += 1
            return user_function(*args, **kwds)
    elif maxsize is None:
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.get(key, missing)
            if result is not missing:
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            cache[key] = result
            return result
    else:
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.get(key, missing)
            if result is not missing:
                # most recently used: move to the end
                del cache[key]
                cache[key] = result
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            if key in cache:
                # the call added it (recursion); keep that entry
                return result
            if len(cache) >= maxsize:
                del cache[next(iter(cache))]
            cache[key] = result
            return result

    def cache_info():
        """Report cache statistics"""
        return _CacheInfo(stats[0], stats[1], maxsize, len(cache))

    def cache_clear():
        """Clear the cache and cache statistics"""
        cache.clear()
        stats[0] = 0
        stats[1] = 0

    def cache_parameters():
        return {'maxsize': maxsize, 'typed': typed}

    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    wrapper.cache_parameters = cache_parameters
    return update_wrapper(wrapper, user_function)

def cache(user_function):
    'Simple lightweight unbounded cache.  Sometimes called "memoize".'
    return lru_cache(maxsize=None)(user_function)

def cached_property(func):
    """Transform a method of a class into a property whose value is computed
    once and then cached as a normal attribute for the life of the instance.

    gpython calls no __get__/__set_name__ of Python descriptors, so this is
    a property whose getter keeps the value in the instance (under
    '_cached_property_' + the method's name); assigning sets the value and
    del drops it, to be computed again on the next read."""
    key = '_cached_property_' + func.__name__

    def fget(obj):
        try:
            return vars(obj)[key]
        except KeyError:
            pass
        value = func(obj)
        setattr(obj, key, value)
        return value

    def fset(obj, value):
        setattr(obj, key, value)

    def fdel(obj):
        if key not in vars(obj):
            raise AttributeError("'%s' object has no attribute '%s'" % (type(obj).__name__, func.__name__))
        delattr(obj, key)

    return property(fget, fset, fdel, getattr(func, '__doc__', None))


def _find_impl(cls, registry):
    for klass in cls.__mro__:
        if klass in registry:
            return registry[klass]
    return registry[object]


def singledispatch(func):
    """Single-dispatch generic function decorator: the implementation called
    is chosen by the type of the first argument."""
    registry = {}
    registry[object] = func

    def dispatch(cls):
        """generic_func.dispatch(cls) -> <function implementation>"""
        return _find_impl(cls, registry)

    def register(cls, func=None):
        """generic_func.register(cls, func) -> func"""
        if func is None:
            if isinstance(cls, type):
                return lambda f: register(cls, f)
            ann = getattr(cls, '__annotations__', {})
            if not ann:
                raise TypeError(
                    "Invalid first argument to `register()`: %r. "
                    "Use either `@register(some_class)` or plain `@register` "
                    "on an annotated function." % (cls,))
            func = cls
            # the first parameter's annotation
            names = _parameter_names(func)
            argname = names[0] if names else 'return'
            if argname not in ann:
                raise TypeError(
                    "Invalid first argument to `register()`: %r. "
                    "Use either `@register(some_class)` or plain `@register` "
                    "on an annotated function." % (func,))
            cls = ann[argname]
            if not isinstance(cls, type):
                raise TypeError(
                    "Invalid annotation for %r. %r is not a class." % (argname, cls))
        registry[cls] = func
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError('%s requires at least 1 positional argument' % funcname)
        return dispatch(args[0].__class__)(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    update_wrapper(wrapper, func)
    return wrapper
