# A raise inside a jit function called through two other functions: a multi-frame traceback.
import numpy as np

import alpyna


@alpyna.jit
def normalise(a, n):
    s = 0.0
    for i in range(n):
        s += a[i]
    if s == 0.0:
        raise ValueError("cannot normalise an array that sums to zero")
    for i in range(n):
        a[i] = a[i] / s


def prepare(a):
    normalise(a, len(a))
    return a


def run():
    print(prepare(np.array([1.0, 3.0])))
    print(prepare(np.zeros(4)))


run()
