# Importing a helper module from the script's folder, with jit functions in it, both import forms.
import numpy as np

import _helpers
from _helpers import axpy, make_grid

print(_helpers.GREETING)
print(_helpers.__name__)
x = np.arange(4, dtype=np.float32)
y = np.ones(4, dtype=np.float32)
axpy(np.float32(3), x, y, 4)
print(y)
_helpers.axpy(2.0, x, y, 4)
print(y)
print(make_grid(2, 3))
print(_helpers.checked_sqrt_sum(np.array([1.0, 4.0, 9.0]), 3))
