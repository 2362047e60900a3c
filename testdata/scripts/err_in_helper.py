# An exception raised inside a jit function of a helper module: the traceback spans both files.
import numpy as np

import _helpers


def total_root(values):
    return _helpers.checked_sqrt_sum(values, len(values))


print(total_root(np.array([4.0, 16.0])))
print(total_root(np.array([4.0, -1.0, 9.0])))
