# alpyna patch: the typing module, checked against CPython 3.11's results.
from typing import (Any, List, Dict, Optional, Union, Callable, Tuple, TypeVar, Generic,
                    Final, Literal, cast, get_args, get_origin, Sequence)

doc = "reprs"
T = TypeVar('T')
assert repr(List[int]) == 'typing.List[int]' and repr(Dict[str, float]) == 'typing.Dict[str, float]'
assert repr(Optional[int]) == 'typing.Optional[int]' and repr(Union[int, str, None]) == 'typing.Union[int, str, NoneType]'
assert repr(Callable[[float], float]) == 'typing.Callable[[float], float]'
assert repr(Callable[..., Any]) == 'typing.Callable[..., typing.Any]'
assert repr(Tuple[int, ...]) == 'typing.Tuple[int, ...]' and repr(Tuple[()]) == 'typing.Tuple[()]'
assert repr(T) == '~T' and repr(Dict[str, List[T]][float]) == 'typing.Dict[str, typing.List[float]]'
assert repr(Literal['a', 1]) == "typing.Literal['a', 1]" and repr(Final[int]) == 'typing.Final[int]'

doc = "hints at def time"
def f(x: List[int], y: Optional[Sequence[float]] = None) -> Dict[str, Any]:
    return cast(Dict[str, Any], {'n': len(x)})
assert f([1, 2]) == {'n': 2}
class Box(Generic[T]):
    def __init__(self, v: T):
        self.v = v
assert Box(3).v == 3
assert get_origin(List[int]) is list and get_args(Dict[str, int]) == (str, int)
assert Optional[int] == Union[None, int] and List[int] == List[int]

doc = "errors"
try:
    List[int, str]
except TypeError as e:
    assert str(e) == 'Too many arguments for typing.List; actual 2, expected 1'
else:
    assert False
try:
    List()
except TypeError as e:
    assert str(e) == 'Type List cannot be instantiated; use list() instead'
else:
    assert False


doc = "TypedDict"
from typing import TypedDict
class Movie(TypedDict):
    name: str
m = Movie(name='x')
assert repr(m) == "{'name': 'x'}" and m['name'] == 'x' and m == {'name': 'x'}

doc = "finished"
