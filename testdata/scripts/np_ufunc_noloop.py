# A ufunc without a loop for its operands' types: NumPy's
# numpy.core._exceptions._UFuncNoLoopError (a TypeError) for "did not
# contain a loop", a plain TypeError for "not supported for the input types".
import numpy as np

for f in [lambda: np.sign(np.array([True])), lambda: np.positive(np.array([True])),
          lambda: np.arctan2(np.array([1j]), 1.0), lambda: np.floor(np.array([1j]))]:
    try:
        f()
    except TypeError as e:
        print(issubclass(type(e), TypeError), e)
np.sign(np.array([True, False]))
