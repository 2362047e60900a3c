# A math domain error inside an inlined helper: the traceback is CPython's,
# with the helper's frame, and the array is left as CPython leaves it.
import math

import numpy as np

import alpyna


def safe_log(x):
    return math.log(x)


@alpyna.jit
def logs(a, out, n):
    for i in range(n):
        out[i] = safe_log(a[i])


a = np.array([1.0, 2.0, -1.0, 3.0])
out = np.zeros(4)
try:
    logs(a, out, 4)
except ValueError as e:
    print("caught", e, out)
logs(a, out, 4)
