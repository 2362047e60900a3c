# Unpacking in displays and calls (PEP 448, Python 3.5): `[*a, *b]`, `(*a, 1)`,
# `{*a, *b}`, `{**a, 'k': 1, **b}`, `f(*a, b)`, `f(*a, *b)`, `f(**a, **b)`.
import numpy as np


def describe(*args, **kwargs):
    return "args=%r kwargs=%r" % (args, sorted(kwargs.items()))


def scale(x, y, *, factor=1):
    return (x * factor, y * factor)


evens, odds = [0, 2, 4], (1, 3)
print([*evens, *odds])
print((*evens, 99))
print(sorted({*evens, *odds, 4}))
defaults = {"dtype": "float64", "order": "C"}
print({**defaults, "order": "F", **{"copy": True}})
print(describe(*evens, 7))
print(describe(*evens, *odds))
print(describe(**defaults, **{"copy": False}))
print(describe(0, *odds, flag=True, **defaults))
print(scale(*[2], *[3], **{"factor": 10}))
print(*evens, sep="")
print(*odds, *evens, sep=", ", end=".\n")
a = np.array([*evens, *odds], dtype=np.int64)
print(a, a.sum())
print(np.zeros((*a.shape, 2)).shape)
head, *middle, tail = [*range(3), *"xy"]
print(head, middle, tail)


def twice(seq):
    return *seq, *seq


print(twice("ab"))
for v in *evens, *odds:
    print(v, end=" ")
print()
table = {(0, 2, 4): "evens"}
print(table[*evens])
try:
    print([*evens, *5])
except TypeError as e:
    print("TypeError:", e)
try:
    describe(**{"x": 1}, **{"x": 2})
except TypeError as e:
    print("TypeError:", e)
