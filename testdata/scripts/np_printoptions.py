# np.set_printoptions, np.get_printoptions and np.printoptions: precision,
# floatmode, suppress, threshold, edgeitems and linewidth in str and repr.
import sys

import numpy as np

x = np.array([0.5, 1.5, 2.5, 3.14159265, 1e-5])
f32 = np.array([0.1, 0.25], dtype=np.float32)
third = np.array([1 / 3, 2.0, -0.125])
print(np.get_printoptions())
for mode in ["fixed", "unique", "maxprec", "maxprec_equal"]:
    with np.printoptions(precision=3, floatmode=mode) as opts:
        print(mode, opts["floatmode"], opts["precision"])
        print(x, f32, third)
        print(repr(third), repr(f32))
    with np.printoptions(precision=0, floatmode=mode):
        print(mode, np.array([0.5, 1.5, 2.5, 10.0]), x)
    with np.printoptions(precision=2, floatmode=mode, suppress=True):
        print(mode, x, np.array([1e10, 1.0]), np.array([1e-9, 123.456]))
with np.printoptions(precision=10, floatmode="fixed"):
    print(f32)
with np.printoptions(precision=10, floatmode="maxprec_equal"):
    print(f32)
print(x)

np.set_printoptions(precision=4, suppress=True)
print(np.array([1e-6, 1.0, 2.123456]), np.array([[1e-8 + 1j, 2.5 - 0.333333j]]))
print(np.linspace(0, 1, 7))
np.set_printoptions(precision=8, suppress=False)

big = np.arange(30)
np.set_printoptions(threshold=10, edgeitems=2)
print(big, repr(big.reshape(5, 6)))
np.set_printoptions(threshold=np.inf)
print(np.get_printoptions()["threshold"], np.arange(1200).sum(), len(str(np.arange(1200))))
np.set_printoptions(threshold=sys.maxsize, edgeitems=3)
print(np.get_printoptions()["threshold"])
np.set_printoptions(threshold=1000)

np.set_printoptions(linewidth=30)
print(np.arange(20) * 1.5)
print(repr(np.arange(12, dtype=np.int32)))
np.set_printoptions(linewidth=75)
print(np.arange(20) * 1.5)

with np.printoptions(precision=2):
    print(np.array([np.pi, np.e]), [np.array([np.pi])])
    with np.printoptions(suppress=True, precision=5):
        print(np.array([np.pi, 1e-7]))
    print(np.array([np.pi, 1e-7]))
print(np.array([np.pi, np.e]), np.float64(np.pi))

try:
    with np.printoptions(precision=1):
        print(np.array([0.25, 0.35]))
        raise KeyError("inside")
except KeyError as err:
    print("KeyError", err, np.array([0.25, 0.35]))

for kwargs in [
    {"floatmode": "exact"},
    {"precision": 1.5},
    {"threshold": "all"},
    {"threshold": np.nan},
    {"sign": "x"},
]:
    try:
        np.set_printoptions(**kwargs)
    except (TypeError, ValueError) as err:
        print(type(err).__name__, err)
try:
    np.set_printoptions(colour=1)
except TypeError as err:
    print("TypeError", err)
print(np.set_printoptions(), np.get_printoptions() == {
    "edgeitems": 3, "threshold": 1000, "floatmode": "maxprec", "precision": 8,
    "suppress": False, "linewidth": 75, "nanstr": "nan", "infstr": "inf",
    "sign": "-", "formatter": None, "legacy": False})
