# typing as type-hinted scripts use it: hints evaluated at def time on
# functions, reprs of the aliases, TypeVar and Generic as bases, cast,
# overload, NamedTuple's functional form and the errors of bad subscripts.
from typing import (Any, Final, List, Tuple, Dict, Set, FrozenSet, Optional, Union, Callable,
                    Iterable, Iterator, Sequence, Mapping, Generator, Type, TypeVar, Generic,
                    NamedTuple, Literal, ClassVar, cast, overload, TYPE_CHECKING, no_type_check,
                    get_args, get_origin, NoReturn, Deque, DefaultDict, Counter, MutableMapping,
                    Annotated, Protocol, NewType, AnyStr, Text, Hashable, Sized, final,
                    TypedDict, is_typeddict)
import typing
import numpy as np

if TYPE_CHECKING:
    import does_not_exist

N: Final = 10
EPS: Final[float] = 1e-9
T = TypeVar('T')
K = TypeVar('K')
V = TypeVar('V')
Num = TypeVar('Num', int, float)
Co = TypeVar('Co', covariant=True)
Contra = TypeVar('Contra', contravariant=True)
Bounded = TypeVar('Bounded', bound=float)


def rk4_step(f: Callable[[float, np.ndarray], np.ndarray], t: float, y: np.ndarray,
             h: float) -> np.ndarray:
    k1 = f(t, y)
    k2 = f(t + h / 2, y + h / 2 * k1)
    k3 = f(t + h / 2, y + h / 2 * k2)
    k4 = f(t + h, y + h * k3)
    return y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


def decay(t: float, y: np.ndarray) -> np.ndarray:
    return -0.5 * y


def integrate(y0: Optional[np.ndarray] = None, steps: int = N) -> Tuple[float, List[float]]:
    y = np.ones(2) if y0 is None else y0
    hist: List[float] = []
    t = 0.0
    for _ in range(steps):
        y = rk4_step(decay, t, y, 0.1)
        t += 0.1
        hist.append(float(y[0]))
    return t, hist


t, hist = integrate()
print(round(t, 6), [round(v, 8) for v in hist[:3]])


def stats(xs: Sequence[float], weights: Optional[Dict[str, float]] = None) -> Dict[str, float]:
    return {'mean': sum(xs) / len(xs), 'n': float(len(xs))}


print(stats([1.0, 2.0, 4.0]))
ann = stats.__annotations__
for k in sorted(ann):
    print(k, ann[k])

print(List[int], Dict[str, float], Set[Tuple[int, int]], FrozenSet[str])
print(Optional[np.ndarray], Optional[int], Union[int, str], Union[int, None, str])
print(Union[int, Union[str, float]], Union[int, int], Optional[Optional[int]])
print(Callable[[float], float], Callable[..., int], Callable[[], None], Callable)
print(Tuple[int, ...], Tuple[()], Tuple[int, str], Tuple, List, Dict, Any)
print(Iterable[int], Iterator[str], Sequence[float], Mapping[str, Any], MutableMapping[str, int])
print(Generator[int, None, None], Type[int], Literal['a', 1, None, True], ClassVar[int])
print(Final[float], Final, Deque[int], DefaultDict[str, List[int]], Counter[str])
print(Annotated[float, 'm/s'], Hashable, Sized, NoReturn, typing.Optional, typing.Union)
print(T, Num, Co, Contra, Bounded, AnyStr, T.__name__, Bounded.__bound__, Num.__constraints__)
print(List[T], Dict[K, V], Dict[str, List[T]][float], Dict[K, V][str, int], Optional[T])
print(Callable[[T], T][int], Union[T, List[T]][str], Tuple[T, ...][float])
print(Text, get_origin(List[int]), get_args(Dict[str, int]), get_args(Callable[[int], str]))
print(get_origin(Optional[int]) is Union, get_args(Optional[int]), get_origin(int), get_args(int))
print(List[int] == List[int], List[int] == List[str], Optional[int] == Union[None, int],
      Union[int, str] == Union[str, int], hash(List[int]) == hash(List[int]))
print(List[int] | None, Optional[str] | int)
print(cast(int, '3'), cast('float', 2), cast(List[int], [1]))


class Point(Generic[T]):
    def __init__(self, x: T, y: T) -> None:
        self.x = x
        self.y = y

    def norm2(self) -> T:
        return self.x * self.x + self.y * self.y


class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V):
        self.k = k
        self.v = v


p = Point(3, 4)
print(p.norm2(), Pair('a', 1).k, isinstance(p, Point))


class Shape(Protocol):
    def area(self) -> float:
        ...


class Square:
    def __init__(self, s: float):
        self.s = s

    def area(self) -> float:
        return self.s * self.s


def total_area(shapes: Iterable[Shape]) -> float:
    return sum(s.area() for s in shapes)


print(total_area([Square(1.5), Square(2.0)]))


@overload
def scale(x: int) -> int: ...
@overload
def scale(x: float) -> float: ...
def scale(x):
    return 2 * x


print(scale(3), scale(1.5))


@no_type_check
def untyped(a: 'whatever') -> 'nothing':
    return a


@final
def fixed() -> int:
    return 7


print(untyped(5), fixed())

Employee = NamedTuple('Employee', [('name', str), ('id', int)])
e = Employee('ada', 1)
print(e, e.name, e.id, Employee._fields)
UserId = NewType('UserId', int)
print(UserId(42), UserId, UserId.__supertype__)


class Movie(TypedDict):
    name: str
    year: int


m = Movie(name='Blade Runner')
m['year'] = 1982
print(m, m['name'], m.get('x'), len(m), m == {'name': 'Blade Runner', 'year': 1982}, sorted(m))
print(Movie({'name': 'Alien'}), is_typeddict(Movie), is_typeddict(dict))


def gen(n: int) -> Generator[int, None, None]:
    for i in range(n):
        yield i * i


def first(xs: List[T]) -> T:
    return xs[0]


print(list(gen(4)), first(['q', 'r']))


def errors():
    cases = [
        lambda: List[int, str],
        lambda: Dict[int],
        lambda: Optional[int, str],
        lambda: Union[()],
        lambda: Callable[[int]],
        lambda: Tuple[int, ...][int],
        lambda: List(),
        lambda: Dict(),
        lambda: Any(),
        lambda: Generic[int],
        lambda: Union[int, str][int],
        lambda: List[T][int, str],
        lambda: ClassVar[int, str],
        lambda: Union(),
        lambda: TypeVar('X', int),
    ]
    for c in cases:
        try:
            print('no error', c())
        except TypeError as err:
            print('TypeError:', err)


errors()
