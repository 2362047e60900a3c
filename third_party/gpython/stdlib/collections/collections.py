# collections: deque, defaultdict, Counter, OrderedDict, namedtuple and
# ChainMap, after CPython's Lib/collections/__init__.py. gpython's classes
# cannot derive from dict, list or tuple, so these classes keep their
# contents in a dict (_d), a list (_l) or a tuple (_t) and implement the
# same methods, reprs and errors.

from operator import itemgetter as _itemgetter
from types import GenericAlias as _GenericAlias
import heapq as _heapq

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'defaultdict', 'deque', 'namedtuple']

_marker = object()

def _index(i):
    if isinstance(i, int):
        return i
    if isinstance(i, bool):
        return int(i)
    try:
        return i.__index__()
    except AttributeError:
        raise TypeError("sequence index must be integer, not '%s'" % type(i).__name__) from None


################################################################################
### deque
################################################################################

# alpyna patch: deque is implemented in Go (deque.go), as CPython's is in C.
from _collections import deque, _tuplegetter

################################################################################
### the dict-like classes
################################################################################

def _dict_eq(self, other):
    if isinstance(other, _DictLike):
        return self._d == other._d
    if isinstance(other, dict):
        return self._d == other
    return NotImplemented


class _DictLike:
    """Methods of dict, over the dict self._d."""

    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, *args, **kwds):
        if len(args) > 1:
            raise TypeError('expected at most 1 argument, got %d' % len(args))
        self._d = {}
        self.update(*args, **kwds)

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        d = self._d
        if key in d:
            return d[key]
        return self.__missing__(key)

    def __setitem__(self, key, value):
        self._d[key] = value

    def __delitem__(self, key):
        del self._d[key]

    def __contains__(self, key):
        return key in self._d

    def __iter__(self):
        return iter(self._d)

    def __reversed__(self):
        return reversed(list(self._d))

    def __len__(self):
        return len(self._d)

    def __bool__(self):
        return len(self._d) > 0

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def get(self, key, default=None):
        return self._d.get(key, default)

    def pop(self, key, default=_marker):
        if key in self._d:
            return self._d.pop(key)
        if default is _marker:
            raise KeyError(key)
        return default

    def popitem(self):
        if not self._d:
            raise KeyError('popitem(): dictionary is empty')
        return self._d.popitem()

    def setdefault(self, key, default=None):
        if key in self._d:
            return self._d[key]
        self[key] = default
        return default

    def update(self, *args, **kwds):
        if len(args) > 1:
            raise TypeError('update expected at most 1 argument, got %d' % len(args))
        if args:
            other = args[0]
            if isinstance(other, (dict, _DictLike)):
                for key in other.keys():
                    self[key] = other[key]
            elif hasattr(other, 'keys'):
                for key in other.keys():
                    self[key] = other[key]
            else:
                for key, value in other:
                    self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def clear(self):
        self._d.clear()

    def __eq__(self, other):
        return _dict_eq(self, other)

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    def __or__(self, other):
        if not isinstance(other, (dict, _DictLike)):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ior__(self, other):
        self.update(other)
        return self

    __hash__ = None


class defaultdict(_DictLike):
    """dict whose missing keys are filled in by calling default_factory."""

    def __init__(self, default_factory=None, *args, **kwds):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        self.default_factory = default_factory
        _DictLike.__init__(self, *args, **kwds)

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self._d[key] = value
        return value

    def copy(self):
        return defaultdict(self.default_factory, self._d)

    __copy__ = copy

    def __repr__(self):
        return 'defaultdict(%r, %r)' % (self.default_factory, self._d)


class OrderedDict(_DictLike):
    """Dictionary that remembers insertion order, with move_to_end."""

    def popitem(self, last=True):
        if not self._d:
            raise KeyError('dictionary is empty')
        if last:
            return self._d.popitem()
        key = next(iter(self._d))
        return (key, self._d.pop(key))

    def move_to_end(self, key, last=True):
        if key not in self._d:
            raise KeyError(key)
        value = self._d.pop(key)
        if last:
            self._d[key] = value
        else:
            items = list(self._d.items())
            self._d.clear()
            self._d[key] = value
            for k, v in items:
                self._d[k] = v

    def copy(self):
        return OrderedDict(self._d)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return self._d == other._d and list(self._d) == list(other._d)
        return _dict_eq(self, other)

    def __repr__(self):
        if not self._d:
            return 'OrderedDict()'
        return 'OrderedDict(%r)' % (list(self._d.items()),)


class Counter(_DictLike):
    """Dict subclass for counting hashable items."""

    def __init__(self, iterable=None, **kwds):
        self._d = {}
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def __delitem__(self, key):
        if key in self._d:
            del self._d[key]

    def total(self):
        return sum(self._d.values())

    def most_common(self, n=None):
        if n is None:
            return sorted(self._d.items(), key=_itemgetter(1), reverse=True)
        return _heapq.nlargest(n, self._d.items(), key=_itemgetter(1))

    def elements(self):
        for elem, count in self._d.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, **kwds):
        if iterable is not None:
            d = self._d
            if isinstance(iterable, (dict, _DictLike)) or hasattr(iterable, 'keys'):
                if d:
                    for elem in iterable.keys():
                        d[elem] = iterable[elem] + d.get(elem, 0)
                else:
                    for elem in iterable.keys():
                        d[elem] = iterable[elem]
            else:
                for elem in iterable:
                    d[elem] = d.get(elem, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, **kwds):
        if iterable is not None:
            d = self._d
            if isinstance(iterable, (dict, _DictLike)) or hasattr(iterable, 'keys'):
                for elem in iterable.keys():
                    d[elem] = d.get(elem, 0) - iterable[elem]
            else:
                for elem in iterable:
                    d[elem] = d.get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return Counter(self)

    __copy__ = copy

    def __repr__(self):
        if not self._d:
            return 'Counter()'
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self._d)
        return 'Counter(%r)' % (d,)

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return _dict_eq(self, other)
        for c, p in ((self, other), (other, self)):
            for e in c._d:
                if c[e] != p[e]:
                    return False
        return True

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for c, p in ((self, other), (other, self)):
            for e in c._d:
                if not self[e] <= other[e]:
                    return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for c, p in ((self, other), (other, self)):
            for e in c._d:
                if not self[e] >= other[e]:
                    return False
        return True

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self._d.items():
            newcount = count + other[elem]
            if newcount > 0:
                result._d[elem] = newcount
        for elem, count in other._d.items():
            if elem not in self._d and count > 0:
                result._d[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self._d.items():
            newcount = count - other[elem]
            if newcount > 0:
                result._d[elem] = newcount
        for elem, count in other._d.items():
            if elem not in self._d and count < 0:
                result._d[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self._d.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result._d[elem] = newcount
        for elem, count in other._d.items():
            if elem not in self._d and count > 0:
                result._d[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self._d.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result._d[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self._d.items():
            if count > 0:
                result._d[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self._d.items():
            if count < 0:
                result._d[elem] = 0 - count
        return result

    def _keep_positive(self):
        for elem in [e for e, c in self._d.items() if not c > 0]:
            del self._d[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other._d.items():
            self._d[elem] = self[elem] + count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other._d.items():
            self._d[elem] = self[elem] - count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other._d.items():
            count = self[elem]
            if other_count > count:
                self._d[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in list(self._d.items()):
            other_count = other[elem]
            if other_count < count:
                self._d[elem] = other_count
        return self._keep_positive()


class ChainMap(_DictLike):
    """A ChainMap groups multiple dicts together to create a single, updateable view."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def _merged(self):
        d = {}
        for mapping in reversed(self.maps):
            for key in mapping:
                d[key] = None
        return d

    def __len__(self):
        return len(self._merged())

    def __bool__(self):
        for m in self.maps:
            if m:
                return True
        return False

    def __iter__(self):
        return iter(self._merged())

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False

    def keys(self):
        return self._merged().keys()

    def items(self):
        return [(k, self[k]) for k in self._merged()]

    def values(self):
        return [self[k] for k in self._merged()]

    def __repr__(self):
        return 'ChainMap(%s)' % ', '.join([repr(m) for m in self.maps])

    def copy(self):
        return ChainMap(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None):
        if m is None:
            m = {}
        return ChainMap(m, *self.maps)

    @property
    def parents(self):
        return ChainMap(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError('Key not found in the first mapping: %r' % (key,)) from None

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError('Key not found in the first mapping: %r' % (key,)) from None

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.') from None

    def clear(self):
        self.maps[0].clear()

    def __eq__(self, other):
        if isinstance(other, (dict, _DictLike)):
            return dict(self.items()) == dict(other.items())
        return NotImplemented


################################################################################
### namedtuple
################################################################################

def _isidentifier(s):
    return isinstance(s, str) and s.isidentifier()

_keywords = frozenset(['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await',
    'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for',
    'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass',
    'raise', 'return', 'try', 'while', 'with', 'yield'])


class _NamedTuple:
    """The methods of the classes namedtuple makes; the values are self._t,
    set by the __init__ namedtuple writes for each class."""

    _fields = ()
    _field_defaults = {}

    @classmethod
    def _make(cls, iterable):
        values = tuple(iterable)
        if len(values) != len(cls._fields):
            raise TypeError('Expected %d arguments, got %d' % (len(cls._fields), len(values)))
        return cls(*values)

    def _replace(self, **kwds):
        values = list(self._t)
        fields = type(self)._fields
        for key, value in kwds.items():
            if key not in fields:
                continue
            values[fields.index(key)] = value
        unexpected = [k for k in kwds if k not in fields]
        if unexpected:
            raise ValueError('Got unexpected field names: %r' % unexpected)
        return type(self)(*values)

    def _asdict(self):
        d = {}
        for k, v in zip(type(self)._fields, self._t):
            d[k] = v
        return d

    def __repr__(self):
        return self.__class__.__name__ + '(' + ', '.join(
            ['%s=%r' % (k, v) for k, v in zip(type(self)._fields, self._t)]) + ')'

    def __getnewargs__(self):
        return self._t

    # alpyna patch (2026-11-28): in Go (tuplegetter.go), as tuple's are
    __len__ = _nt_len
    __iter__ = _nt_iter
    __getitem__ = _nt_getitem

    def __reversed__(self):
        return reversed(self._t)

    def __contains__(self, x):
        return x in self._t

    def count(self, x):
        return self._t.count(x)

    def index(self, x, *args):
        return self._t.index(x, *args)

    def __hash__(self):
        return hash(self._t)

    def __eq__(self, other):
        if isinstance(other, _NamedTuple):
            return self._t == other._t
        if isinstance(other, tuple):
            return self._t == other
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    def __lt__(self, other):
        return self._t < _as_tuple(other)

    def __le__(self, other):
        return self._t <= _as_tuple(other)

    def __gt__(self, other):
        return self._t > _as_tuple(other)

    def __ge__(self, other):
        return self._t >= _as_tuple(other)

    def __add__(self, other):
        return self._t + _as_tuple(other)

    def __radd__(self, other):
        return _as_tuple(other) + self._t

    def __mul__(self, n):
        return self._t * n

    __rmul__ = __mul__


def _as_tuple(x):
    if isinstance(x, _NamedTuple):
        return x._t
    return x


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new subclass of tuple with named fields."""
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = [str(x) for x in field_names]
    typename = str(typename)
    if rename:
        seen = set()
        for index in range(len(field_names)):
            name = field_names[index]
            if (not _isidentifier(name) or name in _keywords
                    or name.startswith('_') or name in seen):
                field_names[index] = '_%d' % index
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not _isidentifier(name):
            raise ValueError('Type names and field names must be valid identifiers: %r' % name)
        if name in _keywords:
            raise ValueError('Type names and field names cannot be a keyword: %r' % name)
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: %r' % name)
        if name in seen:
            raise ValueError('Encountered duplicate field name: %r' % name)
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        for name, value in zip(field_names[len(field_names) - len(defaults):], defaults):
            field_defaults[name] = value

    class _cls(_NamedTuple):
        pass

    _cls._fields = tuple(field_names)
    _cls._field_defaults = field_defaults
    # alpyna patch: as CPython's namedtuple, an __init__ made for the
    # fields (CPython's __new__), whose argument errors name
    # "P.__new__()", and _tuplegetter descriptors (in Go) for the fields
    args = ', '.join(field_names)
    if len(field_names) == 1:
        args += ','
    ns = {}
    exec('def __init__(_self, %s):\n    _self._t = (%s)\n' % (args, args), ns)
    init = _name_code(ns['__init__'], typename + '.__new__')
    if defaults is not None:
        init.__defaults__ = defaults
    _cls.__init__ = init
    for index in range(len(field_names)):
        setattr(_cls, field_names[index], _tuplegetter(index, 'Alias for field number %d' % index))
    if module is None:
        module = '__main__'
    return _name_class(_cls, typename, module)
