# numpy.AxisError: an axis argument out of range is both a ValueError and
# an IndexError, named numpy.AxisError in tracebacks.
import numpy as np

a = np.arange(6.0).reshape(2, 3)
cases = [
    ("sum", lambda: a.sum(axis=2)),
    ("mean", lambda: np.mean(a, axis=-3)),
    ("concatenate", lambda: np.concatenate([a, a], axis=2)),
    ("argmax", lambda: np.argmax(a, axis=5)),
    ("cumsum", lambda: np.cumsum(a, axis=2)),
    ("sort", lambda: np.sort(a, axis=2)),
    ("unique", lambda: np.unique(a, axis=2)),
    ("median", lambda: np.median(a, axis=4)),
]
for name, f in cases:
    try:
        f()
    except ValueError as e:
        print(name, type(e).__name__, type(e).__module__, isinstance(e, IndexError), e)
for name, f in cases[:3]:
    try:
        f()
    except IndexError as e:
        print(name, "caught as IndexError:", e)
print(issubclass(np.AxisError, ValueError), issubclass(np.AxisError, IndexError), np.AxisError.__name__)
