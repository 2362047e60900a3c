# copy: generic shallow and deep copying, after CPython's Lib/copy.py.
# Instances of classes are copied through __copy__/__deepcopy__ when they
# have them, else a new instance gets (a copy of) the attributes; objects
# with a copy() method (NumPy arrays) are copied by it.

class Error(Exception):
    pass

error = Error

_atomic = (type(None), int, float, bool, str, bytes,
           type, range, type(Ellipsis), type(len), type(lambda: 0))

from _collections import deque as _deque


class _Probe:
    pass


# alpyna patch: vars() of an instance is the interpreter's namespace dict,
# a type of its own that prints and behaves as a dict
_namespace_dict = type(vars(_Probe()))

def _is_atomic(x):
    if x is None or x is Ellipsis or x is NotImplemented:
        return True
    return isinstance(x, _atomic) or type(x).__name__ in ('builtin_function_or_method', 'method', 'module', 'code', 'property')

def copy(x):
    """Shallow copy operation on arbitrary Python objects."""
    cls = type(x)
    if cls is list:
        return x[:]
    if cls is dict or cls is set:
        return x.copy()
    if cls is tuple or cls is frozenset or _is_atomic(x):
        return x
    copier = getattr(x, '__copy__', None)
    if copier is not None:
        return copier()
    if _has_vars(x):
        return _copy_inst(x)
    copier = getattr(x, 'copy', None)
    if copier is not None:
        return copier()
    raise Error("un(shallow)copyable object of type %s" % cls)

def _has_vars(x):
    try:
        vars(x)
    except TypeError:
        return False
    return True

def _copy_inst(x):
    y = _new_instance(type(x))
    for k, v in vars(x).items():
        setattr(y, k, v)
    return y

def deepcopy(x, memo=None, _nil=[]):
    """Deep copy operation on arbitrary Python objects."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if _is_atomic(x):
        return x
    if cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
        _keep_alive(x, memo)
        return y
    if cls is tuple:
        y = [deepcopy(a, memo) for a in x]
        # the tuple may have become part of a cycle through its items
        if d in memo:
            return memo[d]
        same = True
        for k, j in zip(x, y):
            if k is not j:
                same = False
                break
        if same:
            y = x
        else:
            y = tuple(y)
        memo[d] = y
        _keep_alive(x, memo)
        return y
    if isinstance(x, _deque):
        # alpyna patch: deque is implemented in Go; CPython deep-copies it
        # through __reduce_ex__ (type, (list, maxlen), state)
        y = cls() if x.maxlen is None else cls((), x.maxlen)
        memo[d] = y
        if cls is not _deque:
            for k, v in deepcopy(dict(vars(x)), memo).items():
                setattr(y, k, v)
        for a in x:
            y.append(deepcopy(a, memo))
        _keep_alive(x, memo)
        return y
    if cls is dict or cls is _namespace_dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
        _keep_alive(x, memo)
        return y
    if cls is set:
        y = set()
        memo[d] = y
        for a in x:
            y.add(deepcopy(a, memo))
        _keep_alive(x, memo)
        return y
    if cls is frozenset:
        y = frozenset([deepcopy(a, memo) for a in x])
        memo[d] = y
        _keep_alive(x, memo)
        return y
    copier = getattr(x, '__deepcopy__', None)
    if copier is not None:
        y = copier(memo)
    elif _has_vars(x):
        y = _new_instance(cls)
        memo[d] = y
        for k, v in vars(x).items():
            setattr(y, k, deepcopy(v, memo))
    else:
        copier = getattr(x, 'copy', None)
        if copier is None:
            raise Error("un(deep)copyable object of type %s" % cls)
        y = copier()
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y

def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]
