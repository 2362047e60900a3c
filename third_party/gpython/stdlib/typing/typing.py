# typing: the names scripts import for type hints, after CPython 3.11's
# Lib/typing.py. The hints are evaluated at run time (annotations of
# functions at def time), so every form is subscriptable and prints as
# CPython prints it (typing.List[int], typing.Optional[numpy.ndarray],
# typing.Callable[[float], float], ~T); no checking is done. gpython has no
# metaclasses nor __class_getitem__, so the special forms are instances whose
# __getitem__ builds the alias; Generic[...] returns the class Generic, which
# user classes derive from.

from collections import _name_class
import collections as _collections
import types as _types

__all__ = [
    'Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final', 'ForwardRef',
    'Generic', 'Literal', 'Optional', 'ParamSpec', 'Protocol', 'Tuple', 'Type', 'TypeVar',
    'TypeVarTuple', 'Union', 'AbstractSet', 'ByteString', 'Container', 'ContextManager',
    'Hashable', 'ItemsView', 'Iterable', 'Iterator', 'KeysView', 'Mapping', 'MappingView',
    'MutableMapping', 'MutableSequence', 'MutableSet', 'Sequence', 'Sized', 'ValuesView',
    'Awaitable', 'AsyncIterator', 'AsyncIterable', 'Coroutine', 'Collection', 'AsyncGenerator',
    'AsyncContextManager', 'Reversible', 'SupportsAbs', 'SupportsBytes', 'SupportsComplex',
    'SupportsFloat', 'SupportsIndex', 'SupportsInt', 'SupportsRound', 'ChainMap', 'Counter',
    'Deque', 'Dict', 'DefaultDict', 'List', 'OrderedDict', 'Set', 'FrozenSet', 'NamedTuple',
    'Generator', 'TypedDict', 'BinaryIO', 'IO', 'Match', 'Pattern', 'TextIO', 'AnyStr', 'assert_type',
    'assert_never', 'cast', 'final', 'get_args', 'get_origin', 'get_overloads',
    'get_type_hints', 'is_typeddict', 'LiteralString', 'Never', 'NewType', 'no_type_check',
    'no_type_check_decorator', 'NoReturn', 'NotRequired', 'overload', 'ParamSpecArgs',
    'ParamSpecKwargs', 'Required', 'reveal_type', 'runtime_checkable', 'Self', 'Text',
    'TYPE_CHECKING', 'TypeAlias', 'TypeGuard', 'Unpack',
]

TYPE_CHECKING = False

_NoneType = type(None)


def _is_type(obj):
    return isinstance(obj, type)


def _type_repr(obj):
    """The repr of an object as it appears inside a typing alias."""
    if _is_type(obj):
        module = getattr(obj, '__module__', None)
        qualname = obj.__qualname__
        if module is None or module == 'builtins':
            return qualname
        if qualname.startswith(module + '.'):
            return qualname
        return module + '.' + qualname
    if obj is Ellipsis:
        return '...'
    if isinstance(obj, (_SpecialForm, _BaseGenericAlias, TypeVar, ParamSpec, ForwardRef)):
        return repr(obj)
    if callable(obj) and hasattr(obj, '__code__') and hasattr(obj, '__name__'):
        return obj.__name__
    return repr(obj)


def _type_convert(arg):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _type_check(arg, msg):
    arg = _type_convert(arg)
    if type(arg) is tuple:
        raise TypeError('%s Got %.100r.' % (msg, arg))
    return arg


def _collect_parameters(args):
    params = []
    for t in args:
        if isinstance(t, (TypeVar, ParamSpec)):
            if t not in params:
                params.append(t)
        elif isinstance(t, (list, tuple)):
            for x in _collect_parameters(t):
                if x not in params:
                    params.append(x)
        else:
            for x in getattr(t, '__parameters__', ()):
                if x not in params:
                    params.append(x)
    return tuple(params)


def _subs(arg, mapping):
    if isinstance(arg, (TypeVar, ParamSpec)):
        return mapping.get(arg, arg)
    if isinstance(arg, list):
        return [_subs(a, mapping) for a in arg]
    if isinstance(arg, _BaseGenericAlias) and arg.__parameters__:
        return arg[tuple([mapping.get(p, p) for p in arg.__parameters__])]
    return arg


def _tuple(params):
    if type(params) is tuple:
        return params
    return (params,)


################################################################################
### special forms: Any, Union, Optional, ClassVar, Final, Literal, ...
################################################################################

class _SpecialForm:
    def __init__(self, name, getitem=None, doc=''):
        self._name = name
        self._getitem = getitem
        self.__doc__ = doc

    @property
    def __name__(self):
        return self._name

    def __repr__(self):
        return 'typing.' + self._name

    def __call__(self, *args, **kwds):
        raise TypeError('Cannot instantiate %r' % self)

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError('%r is not subscriptable' % self)
        return self._getitem(self, parameters)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return hash(self._name)


class _AnyForm(_SpecialForm):
    def __call__(self, *args, **kwds):
        raise TypeError('Any cannot be instantiated')


Any = _AnyForm('Any', None, 'Special type indicating an unconstrained type.')
NoReturn = _SpecialForm('NoReturn', None, 'Special type indicating functions that never return.')
Never = _SpecialForm('Never', None, 'The bottom type, a type that has no members.')
Self = _SpecialForm('Self', None, 'Used to spell the type of "self" in classes.')
LiteralString = _SpecialForm('LiteralString', None, 'Represents an arbitrary literal string.')
TypeAlias = _SpecialForm('TypeAlias', None, 'Special marker indicating that an assignment should be recognized as a proper type alias definition by type checkers.')


def _single(self, parameters):
    item = _type_check(parameters, '%r accepts only single type.' % self)
    return _GenericAlias(self, (item,), self._name)

ClassVar = _SpecialForm('ClassVar', _single, 'Special type construct to mark class variables.')
Final = _SpecialForm('Final', _single, 'Special typing construct to indicate final names to type checkers.')
Required = _SpecialForm('Required', _single, 'A special typing construct to mark a key of a total=False TypedDict as required.')
NotRequired = _SpecialForm('NotRequired', _single, 'A special typing construct to mark a key of a TypedDict as potentially missing.')
TypeGuard = _SpecialForm('TypeGuard', _single, 'Special typing construct for marking user-defined type guard functions.')
Unpack = _SpecialForm('Unpack', _single, 'Type unpack operator.')


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    parameters = _tuple(parameters)
    msg = 'Union[arg, ...]: each arg must be a type.'
    parameters = tuple([_type_check(p, msg) for p in parameters])
    flat = []
    for p in parameters:
        if isinstance(p, _UnionGenericAlias):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    params = []
    for p in flat:
        if p not in params:
            params.append(p)
    if len(params) == 1:
        return params[0]
    return _UnionGenericAlias(self, tuple(params))

Union = _SpecialForm('Union', _union_getitem, 'Union type; Union[X, Y] means either X or Y.')


def _optional_getitem(self, parameters):
    arg = _type_check(parameters, '%r requires a single type.' % self)
    return Union[arg, _NoneType]

Optional = _SpecialForm('Optional', _optional_getitem, 'Optional type: Optional[X] is equivalent to Union[X, None].')


def _literal_getitem(self, parameters):
    parameters = _tuple(parameters)
    return _LiteralGenericAlias(self, parameters)

Literal = _SpecialForm('Literal', _literal_getitem, 'Special typing form to define literal types (a.k.a. value types).')


def _concatenate_getitem(self, parameters):
    parameters = _tuple(parameters)
    if parameters == ():
        raise TypeError('Cannot take a Concatenate of no types.')
    if not isinstance(parameters[-1], ParamSpec):
        raise TypeError('The last parameter to Concatenate should be a ParamSpec variable.')
    return _GenericAlias(self, parameters, 'Concatenate')

Concatenate = _SpecialForm('Concatenate', _concatenate_getitem, 'Used in conjunction with ParamSpec and Callable to represent a higher order function.')


class _AnnotatedForm(_SpecialForm):
    def __call__(self, *args, **kwds):
        raise TypeError('Type Annotated cannot be instantiated.')

    def __getitem__(self, params):
        if type(params) is not tuple or len(params) < 2:
            raise TypeError('Annotated[...] should be used with at least two arguments (a type and an annotation).')
        origin = _type_check(params[0], 'Annotated[t, ...]: t must be a type.')
        return _AnnotatedAlias(origin, tuple(params[1:]))

Annotated = _AnnotatedForm('Annotated')


class ForwardRef:
    """Internal wrapper to hold a forward reference."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError('Forward reference must be a string -- got %r' % (arg,))
        self.__forward_arg__ = arg
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__

    def __hash__(self):
        return hash(self.__forward_arg__)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        return 'ForwardRef(%r)' % (self.__forward_arg__,)


################################################################################
### type variables
################################################################################

class TypeVar:
    """Type variable: T = TypeVar('T'), bounded or constrained."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError('Bivariant types are not supported.')
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError('Constraints cannot be combined with bound=...')
        if len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        msg = 'TypeVar(name, constraint, ...): constraints must be types.'
        self.__constraints__ = tuple([_type_check(t, msg) for t in constraints])
        if bound is not None:
            self.__bound__ = _type_check(bound, 'Bound must be a type.')
        else:
            self.__bound__ = None

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class ParamSpecArgs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return '%s.args' % (self.__origin__.__name__,)


class ParamSpecKwargs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return '%s.kwargs' % (self.__origin__.__name__,)


class ParamSpec:
    """Parameter specification variable: P = ParamSpec('P')."""

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__bound__ = None if bound is None else _type_check(bound, 'Bound must be a type.')
        self.args = ParamSpecArgs(self)
        self.kwargs = ParamSpecKwargs(self)

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__


class TypeVarTuple:
    """Type variable tuple: Ts = TypeVarTuple('Ts')."""

    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__


AnyStr = TypeVar('AnyStr', bytes, str)
Text = str


################################################################################
### generic aliases
################################################################################

class _BaseGenericAlias:
    def __init__(self, origin, name=None, inst=True):
        self.__origin__ = origin
        self._name = name
        self._inst = inst

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError('Type %s cannot be instantiated; use %s() instead'
                            % (self._name, self.__origin__.__name__.lower()))
        return self.__origin__(*args, **kwargs)

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _GenericAlias(_BaseGenericAlias):
    """A subscripted form: List[int], Dict[str, T], ClassVar[int]."""

    def __init__(self, origin, args, name=None, inst=True):
        _BaseGenericAlias.__init__(self, origin, name, inst)
        self.__args__ = tuple([Ellipsis if a is Ellipsis else _type_convert(a) for a in _tuple(args)])
        self.__parameters__ = _collect_parameters(self.__args__)

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __getitem__(self, args):
        params = self.__parameters__
        if not params:
            raise TypeError('%r is not a generic class' % self)
        args = _tuple(args)
        args = tuple([_type_convert(a) for a in args])
        if len(args) != len(params):
            raise TypeError('Too %s arguments for %r; actual %d, expected %d'
                            % ('many' if len(args) > len(params) else 'few', self, len(args), len(params)))
        mapping = {}
        for p, a in zip(params, args):
            mapping[p] = a
        return self.copy_with(tuple([_subs(a, mapping) for a in self.__args__]))

    def copy_with(self, args):
        return _GenericAlias(self.__origin__, args, self._name, self._inst)

    def __repr__(self):
        if len(self.__args__) == 0:
            args = '()'
        else:
            args = ', '.join([_type_repr(a) for a in self.__args__])
        return 'typing.%s[%s]' % (self._name, args)


class _SpecialGenericAlias(_BaseGenericAlias):
    """An unsubscripted alias of a class: List, Dict, Iterable."""

    def __init__(self, origin, nparams, name, inst=True):
        _BaseGenericAlias.__init__(self, origin, name, inst)
        self._nparams = nparams
        self.__parameters__ = ()

    def __getitem__(self, params):
        params = _tuple(params)
        msg = 'Parameters to generic types must be types.'
        params = tuple([_type_check(p, msg) for p in params])
        if self._nparams == 0:
            raise TypeError('%r is not a generic class' % self)
        if len(params) != self._nparams:
            raise TypeError('Too %s arguments for %r; actual %d, expected %d'
                            % ('many' if len(params) > self._nparams else 'few', self, len(params), self._nparams))
        return _GenericAlias(self.__origin__, params, self._name, self._inst)

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self._name == other._name

    def __hash__(self):
        return hash((self.__origin__, self._name))

    def __repr__(self):
        return 'typing.' + self._name


class _CallableGenericAlias(_GenericAlias):
    def copy_with(self, args):
        return _CallableGenericAlias(self.__origin__, args, 'Callable', True)

    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is Ellipsis:
            return 'typing.Callable[..., %s]' % _type_repr(args[1])
        return 'typing.Callable[[%s], %s]' % (', '.join([_type_repr(a) for a in args[:-1]]), _type_repr(args[-1]))


class _CallableType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if type(params) is not tuple or len(params) != 2:
            raise TypeError('Callable must be used as Callable[[arg, ...], result].')
        args, result = params
        if isinstance(args, list):
            params = tuple(args) + (result,)
        else:
            params = (args, result)
        return _CallableGenericAlias(self.__origin__, params, 'Callable', True)


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, params):
        params = _tuple(params)
        if len(params) >= 2 and params[-1] is Ellipsis:
            msg = 'Tuple[t, ...]: t must be a type.'
            params = tuple([_type_check(p, msg) for p in params[:-1]])
            return _GenericAlias(tuple, params + (Ellipsis,), 'Tuple', False)
        msg = 'Tuple[t0, t1, ...]: each t must be a type.'
        params = tuple([_type_check(p, msg) for p in params])
        return _GenericAlias(tuple, params, 'Tuple', False)


class _UnionGenericAlias(_GenericAlias):
    def __init__(self, origin, args):
        _GenericAlias.__init__(self, origin, args, 'Union', False)

    def copy_with(self, args):
        return Union[args]

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, _types.UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __call__(self, *args, **kwargs):
        raise TypeError('Cannot instantiate %r' % self)

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return 'typing.Optional[%s]' % _type_repr(args[1])
            if args[1] is _NoneType:
                return 'typing.Optional[%s]' % _type_repr(args[0])
        return 'typing.Union[%s]' % ', '.join([_type_repr(a) for a in args])


class _LiteralGenericAlias(_GenericAlias):
    def __init__(self, origin, args):
        _BaseGenericAlias.__init__(self, origin, 'Literal', False)
        self.__args__ = args
        self.__parameters__ = ()

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set([(type(a), a) for a in self.__args__]) == set([(type(a), a) for a in other.__args__])

    def __hash__(self):
        return hash(frozenset([(type(a), a) for a in self.__args__]))

    def __call__(self, *args, **kwargs):
        raise TypeError('Cannot instantiate %r' % self)

    def __repr__(self):
        return 'typing.Literal[%s]' % ', '.join([repr(a) for a in self.__args__])


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        _GenericAlias.__init__(self, origin, (origin,), 'Annotated', True)
        self.__metadata__ = metadata

    def copy_with(self, args):
        return _AnnotatedAlias(args[0], self.__metadata__)

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __repr__(self):
        return 'typing.Annotated[%s, %s]' % (_type_repr(self.__origin__), ', '.join([repr(a) for a in self.__metadata__]))


def _abc(name):
    """A stand-in for the class collections.abc.<name>, which gpython lacks."""
    class _cls:
        pass
    return _name_class(_cls, name, 'collections.abc')

_Hashable = _abc('Hashable')
_Sized = _abc('Sized')
_Iterable = _abc('Iterable')
_Iterator = _abc('Iterator')
_Reversible = _abc('Reversible')
_Container = _abc('Container')
_Collection = _abc('Collection')
_Sequence = _abc('Sequence')
_MutableSequence = _abc('MutableSequence')
_Mapping = _abc('Mapping')
_MutableMapping = _abc('MutableMapping')
_Set = _abc('Set')
_MutableSet = _abc('MutableSet')
_MappingView = _abc('MappingView')
_KeysView = _abc('KeysView')
_ItemsView = _abc('ItemsView')
_ValuesView = _abc('ValuesView')
_Awaitable = _abc('Awaitable')
_Coroutine = _abc('Coroutine')
_AsyncIterable = _abc('AsyncIterable')
_AsyncIterator = _abc('AsyncIterator')
_AsyncGenerator = _abc('AsyncGenerator')
_Generator = _abc('Generator')
_Callable = _abc('Callable')
_ByteString = _abc('ByteString')


def _abc_alias(origin, nparams, name):
    return _SpecialGenericAlias(origin, nparams, name, False)

Hashable = _abc_alias(_Hashable, 0, 'Hashable')
Sized = _abc_alias(_Sized, 0, 'Sized')
Awaitable = _abc_alias(_Awaitable, 1, 'Awaitable')
Coroutine = _abc_alias(_Coroutine, 3, 'Coroutine')
AsyncIterable = _abc_alias(_AsyncIterable, 1, 'AsyncIterable')
AsyncIterator = _abc_alias(_AsyncIterator, 1, 'AsyncIterator')
Iterable = _abc_alias(_Iterable, 1, 'Iterable')
Iterator = _abc_alias(_Iterator, 1, 'Iterator')
Reversible = _abc_alias(_Reversible, 1, 'Reversible')
Container = _abc_alias(_Container, 1, 'Container')
Collection = _abc_alias(_Collection, 1, 'Collection')
Callable = _CallableType(_Callable, 2, 'Callable', False)
AbstractSet = _abc_alias(_Set, 1, 'AbstractSet')
MutableSet = _abc_alias(_MutableSet, 1, 'MutableSet')
Mapping = _abc_alias(_Mapping, 2, 'Mapping')
MutableMapping = _abc_alias(_MutableMapping, 2, 'MutableMapping')
Sequence = _abc_alias(_Sequence, 1, 'Sequence')
MutableSequence = _abc_alias(_MutableSequence, 1, 'MutableSequence')
ByteString = _abc_alias(_ByteString, 0, 'ByteString')
Tuple = _TupleType(tuple, -1, 'Tuple', False)
List = _SpecialGenericAlias(list, 1, 'List', False)
Deque = _SpecialGenericAlias(_collections.deque, 1, 'Deque')
Set = _SpecialGenericAlias(set, 1, 'Set', False)
FrozenSet = _SpecialGenericAlias(frozenset, 1, 'FrozenSet', False)
MappingView = _abc_alias(_MappingView, 1, 'MappingView')
KeysView = _abc_alias(_KeysView, 1, 'KeysView')
ItemsView = _abc_alias(_ItemsView, 2, 'ItemsView')
ValuesView = _abc_alias(_ValuesView, 1, 'ValuesView')
Dict = _SpecialGenericAlias(dict, 2, 'Dict', False)
DefaultDict = _SpecialGenericAlias(_collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _SpecialGenericAlias(_collections.OrderedDict, 2, 'OrderedDict')
Counter = _SpecialGenericAlias(_collections.Counter, 1, 'Counter')
ChainMap = _SpecialGenericAlias(_collections.ChainMap, 2, 'ChainMap')
Generator = _abc_alias(_Generator, 3, 'Generator')
AsyncGenerator = _abc_alias(_AsyncGenerator, 2, 'AsyncGenerator')
Type = _SpecialGenericAlias(type, 1, 'Type', False)
ContextManager = _abc_alias(_abc('AbstractContextManager'), 1, 'ContextManager')
AsyncContextManager = _abc_alias(_abc('AbstractAsyncContextManager'), 1, 'AsyncContextManager')
Pattern = _abc_alias(_name_class(_abc('Pattern'), 'Pattern', 're'), 1, 'Pattern')
Match = _abc_alias(_name_class(_abc('Match'), 'Match', 're'), 1, 'Match')


################################################################################
### Generic, Protocol and the protocol classes
################################################################################

class Generic:
    """Abstract base class for generic types: class C(Generic[T]): ..."""

    def __class_getitem__(cls, params):
        # alpyna patch: C[int] of a class deriving from Generic
        return _UserGenericAlias(cls, params)


class _UserGenericAlias(_GenericAlias):
    """C[int] for a user class C(Generic[T])."""

    def copy_with(self, args):
        return _UserGenericAlias(self.__origin__, args)

    def __repr__(self):
        if len(self.__args__) == 0:
            args = '()'
        else:
            args = ', '.join([_type_repr(a) for a in self.__args__])
        return '%s[%s]' % (_type_repr(self.__origin__), args)

_Generic = Generic


class _GenericForm:
    """typing.Generic: Generic[T, ...] is the class Generic, to derive from."""

    def __getitem__(self, params):
        params = _tuple(params)
        if not params:
            raise TypeError('Parameter list to Generic[...] cannot be empty')
        for p in params:
            if not isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)):
                raise TypeError('Parameters to Generic[...] must all be type variables or parameter specification variables.')
        seen = []
        for p in params:
            if p in seen:
                raise TypeError('Parameters to Generic[...] must all be unique')
            seen.append(p)
        return _Generic

    def __call__(self, *args, **kwds):
        raise TypeError('Type Generic cannot be instantiated; it can be used only as a base class')

    def __repr__(self):
        return "<class 'typing.Generic'>"

Generic = _GenericForm()


class Protocol:
    """Base class for protocol classes: class Proto(Protocol): ..."""


class SupportsInt(Protocol):
    """An ABC with one abstract method __int__."""

class SupportsFloat(Protocol):
    """An ABC with one abstract method __float__."""

class SupportsComplex(Protocol):
    """An ABC with one abstract method __complex__."""

class SupportsBytes(Protocol):
    """An ABC with one abstract method __bytes__."""

class SupportsIndex(Protocol):
    """An ABC with one abstract method __index__."""

class SupportsAbs(Protocol):
    """An ABC with one abstract method __abs__ that is covariant in its return type."""

class SupportsRound(Protocol):
    """An ABC with one abstract method __round__ that is covariant in its return type."""

class IO:
    """Generic base class for TextIO and BinaryIO."""

class BinaryIO(IO):
    """Typed version of the return of open() in binary mode."""

class TextIO(IO):
    """Typed version of the return of open() in text mode."""


################################################################################
### functions
################################################################################

def cast(typ, val):
    """Cast a value to a type: returns the value unchanged."""
    return val


def assert_type(val, typ):
    """Ask a static type checker to confirm that the value is of the given type."""
    return val


def assert_never(arg):
    """Statically assert that a line of code is unreachable."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError('Expected code to be unreachable, but got: ' + value)


def reveal_type(obj):
    """Reveal the inferred type of a variable (prints its runtime type on stderr)."""
    import sys
    sys.stderr.write('Runtime type is %r\n' % (type(obj).__name__,))
    return obj


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        'You should not call an overloaded function. '
        'A series of @overload-decorated functions '
        'outside a stub module should always be followed '
        'by an implementation that is not @overload-ed.')

_overload_registry = {}


def overload(func):
    """Decorator for overloaded functions/methods."""
    key = getattr(func, '__qualname__', None)
    if key is not None:
        _overload_registry.setdefault(key, []).append(func)
    return _overload_dummy


def get_overloads(func):
    """Return all defined overloads for *func* as a sequence."""
    return list(_overload_registry.get(getattr(func, '__qualname__', None), []))


def clear_overloads():
    """Clear all overloads in the registry."""
    _overload_registry.clear()


def final(f):
    """A decorator to indicate final methods and final classes."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    """Decorator to indicate that annotations are not type hints."""
    try:
        arg.__no_type_check__ = True
    except (AttributeError, TypeError):
        pass
    return arg


def no_type_check_decorator(decorator):
    """Decorator to give another decorator the @no_type_check effect."""
    def wrapped_decorator(*args, **kwds):
        return no_type_check(decorator(*args, **kwds))
    return wrapped_decorator


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol."""
    return cls


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Decorator that marks an object as providing dataclass-like behavior."""
    def decorator(cls_or_fn):
        return cls_or_fn
    return decorator


def get_origin(tp):
    """Get the unsubscripted version of a type: get_origin(List[int]) is list."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, _UnionGenericAlias):
        return Union
    if isinstance(tp, _LiteralGenericAlias):
        return Literal
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias, _types.GenericAlias)):
        return tp.__origin__
    if isinstance(tp, _types.UnionType):
        return _types.UnionType
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    """Get type arguments with all substitutions performed."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _CallableGenericAlias):
        res = tp.__args__
        if len(res) == 2 and res[0] is Ellipsis:
            return res
        return (list(res[:-1]), res[-1])
    if isinstance(tp, (_GenericAlias, _types.GenericAlias, _types.UnionType)):
        return tp.__args__
    return ()


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """Return the type hints of a function (its __annotations__, None as NoneType)."""
    hints = {}
    ann = getattr(obj, '__annotations__', None)
    if ann is None:
        return hints
    for name, value in ann.items():
        if value is None:
            value = _NoneType
        elif isinstance(value, str) and globalns is not None:
            value = eval(value, globalns, localns)
        hints[name] = value
    return hints


class TypedDict(_collections._DictLike):
    """A dict with a fixed set of keys, in its class form:

        class Point2D(TypedDict):
            x: int
            y: int

    Its instances print and compare as dicts (CPython makes plain dicts;
    gpython's classes cannot derive from dict nor return another object
    from __new__, so isinstance(p, dict) is False here)."""

    def __repr__(self):
        return repr(self._d)

    def copy(self):
        return type(self)(self._d)

    __copy__ = copy


def is_typeddict(tp):
    """Check if an annotation is a TypedDict class."""
    return isinstance(tp, type) and issubclass(tp, TypedDict) and tp is not TypedDict


class NewType:
    """NewType creates simple unique types with almost zero runtime overhead."""

    def __init__(self, name, tp):
        self.__name__ = name
        self.__qualname__ = name
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __call__(self, x):
        return x

    def __repr__(self):
        return '%s.%s' % (self.__module__, self.__qualname__)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


def NamedTuple(typename, fields=None, **kwargs):
    """Typed version of namedtuple, in its functional form:
    Employee = NamedTuple('Employee', [('name', str), ('id', int)])."""
    if fields is None:
        fields = list(kwargs.items())
    elif kwargs:
        raise TypeError('Either list of fields or keywords can be provided to NamedTuple, not both')
    nt = _collections.namedtuple(typename, [n for n, t in fields])
    annotations = {}
    for n, t in fields:
        annotations[n] = _type_check(t, 'field %s annotation must be a type' % n)
    nt.__annotations__ = annotations
    return nt
