import numpy as np
import alpyna


@alpyna.jit
def shift(a, b, n, k):
    for i in range(n):
        a[i + k] = a[i] + b


@alpyna.jit
def apply(a, n):
    for i in range(n):
        a[i] = helper(a[i])


def helper(v):
    while v > 100:  # a loop of its own: not inlined
        v -= 100
    return v + 1


a = np.zeros(20)
shift(a, 1.0, 10, 3)
