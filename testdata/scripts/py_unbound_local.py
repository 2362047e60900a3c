# A local read or deleted before it is assigned raises UnboundLocalError
# (a NameError) with CPython 3.11's message, in plain and jit functions; a
# helper that may read a local before assigning it is not inlined, and
# the nest that calls it runs as written.
import numpy as np

import alpyna


def maybe(x):
    if x > 0:
        y = x * 2.0
    return y


def deleted():
    del z
    z = 1


@alpyna.jit
def doubled(a, n):
    for i in range(n):
        a[i] = maybe(a[i])


for f, args in ((maybe, (1.0,)), (maybe, (-1.0,)), (deleted, ())):
    try:
        print(f(*args))
    except UnboundLocalError as e:
        print(type(e).__name__, isinstance(e, NameError), e)

a = np.ones(3)
doubled(a, 3)
print(a)
a = -np.ones(3)
try:
    doubled(a, 3)
except NameError as e:
    print(type(e).__name__, e)
print(a)
