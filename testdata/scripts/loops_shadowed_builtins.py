# A script's own reversed and zip are not the builtins: loops over them
# stay as written (in the interpreter), with CPython's results.
import numpy as np
import alpyna

def reversed(r):
    return list(r)

def zip(a, b):
    return [(b[i], a[i]) for i in range(len(a))]

@alpyna.jit
def f(a, b, out):
    k = 0
    for i in reversed(range(a.shape[0])):
        out[k] = a[i]
        k += 1
    for x, y in zip(a, b):
        out[k % len(out)] += x - y
        k += 1

a = np.arange(5.0); b = np.arange(5.0) * 10
out = np.zeros(5)
f(a, b, out)
print(out)
