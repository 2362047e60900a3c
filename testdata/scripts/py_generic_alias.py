# PEP 585 generic aliases, PEP 604 unions and __class_getitem__, as
# type-hinted scripts write them.
from collections import deque, defaultdict, OrderedDict, Counter
from typing import Optional, Generic, TypeVar, Union, List, get_origin, get_args, get_type_hints
import typing

print(list[int], dict[str, float], tuple[float, ...], tuple[()], type[int])
print(set[tuple[int, int]], frozenset[str], list[list[float]], dict[str, list[int]])
print(repr(list[int]), str(dict[str, 'Node']), type(list[int]))
alias = dict[str, list[int]]
print(alias.__origin__, alias.__args__, alias.__parameters__)
print(list[int]() == [], list[int]([3, 1, 2]), dict[str, int](a=1), tuple[int, ...]((1, 2)))
print(list[int] == list[int], list[int] == list[str], list[int] != list[float], list[int] == list)
print(list[int].__name__ if hasattr(list[int], '__name__') else 'no name', list[int].append is list.append)


class Node:
    pass


print(list[Node], dict[str, Node], type[Node], list[Node] | None)

print(int | None, None | int, int | float | complex, int | str | None)
print(int | int, (int | None) == (None | int), (int | str) == (str | int), (int | str) == (int | float))
print((int | None).__args__, type(int | None), int | list[int])
U = int | float
print(U | str, U | None | int)
for x in (1, 2.5, 'a', None, True, [1]):
    print(repr(x), isinstance(x, int | float), isinstance(x, int | None), isinstance(x, (str, int | float)))
print(issubclass(bool, int | str), issubclass(float, int | str), issubclass(Node, Node | None))


def scale(values: list[float], factor: float | None = None) -> dict[str, float]:
    if factor is None:
        factor = 1.0
    return {str(i): v * factor for i, v in enumerate(values)}


print(scale([1.0, 2.0], 3.0), scale([4.0]))
print(scale.__annotations__)

T = TypeVar('T')


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        return self.items.pop()


s = Stack()
s.push(1)
s.push(2)
print(s.pop(), s.items)


class Registry:
    def __class_getitem__(cls, key):
        return 'Registry of %s' % (key,)


print(Registry[int], Registry[int, str], Registry['x'])


class Box:
    @classmethod
    def __class_getitem__(cls, item):
        return (cls.__name__, item)


print(Box[float], Box[1:2])

for bad in (lambda: int[3], lambda: Node[int], lambda: list[int][str], lambda: isinstance(1, list[int]),
            lambda: issubclass(int, list[int]), lambda: int | 'str', lambda: int | 3, lambda: 3 | int):
    try:
        print(bad())
    except TypeError as e:
        print('TypeError:', e)

x: Optional[int] = None
print(x, Optional[int] == Optional[int])

import types
print(deque[int], defaultdict[str, list[int]], OrderedDict[str, int], Counter[str])
print(deque[float]([1.0, 2.0]), types.GenericAlias(list, (int,)), types.GenericAlias(dict, (str, int)) == dict[str, int])
print(type(int | str) is types.UnionType, type(list[int]) is types.GenericAlias, types.NoneType, isinstance(None, types.NoneType))
print(isinstance(len, types.BuiltinFunctionType), isinstance(scale, types.FunctionType), isinstance(lambda: 0, types.LambdaType))


class Pair(Generic[T]):
    def __init__(self, a=None):
        self.a = a


print(Stack[int], Pair[int], Pair[list[int]], Pair[int](3).a, Pair[int] == Pair[int], Pair[int].__origin__ is Pair, Pair[int].__args__)


# typing's view of the builtin forms
def hinted(a: list[int], b: dict[str, float] | None = None) -> tuple[int, ...]:
    pass
print(get_type_hints(hinted))
print(get_origin(list[int]), get_args(dict[str, list[int]]), get_origin(int | None), get_args(int | str))
print(Optional[list[int]], Union[int, list[str]], List[dict[str, int]])
print(Union[int, str] == (int | str), typing.Union[int, None])
xs: dict[str, list[int]] = {}
xs.setdefault('a', []).append(1)
print(xs)
def kwonly(**kwargs: int) -> None:
    for k, v in kwargs.items():
        print(k, v)
kwonly(b=2, a=1)
print(isinstance([], list | tuple), isinstance((), (list | tuple, dict)))
