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
    while True:  # returns from inside its loop: not inlined
        if v <= 100: return v + 1
        v -= 100


a = np.zeros(20)
shift(a, 1.0, 10, 3)
