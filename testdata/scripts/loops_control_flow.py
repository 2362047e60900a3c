# if/elif/else, break, comparisons, and/or/not and conditional expressions inside loop nests.
import numpy as np

import alpyna


@alpyna.jit
def classify(a, out, n):
    for i in range(n):
        if a[i] < -1:
            out[i] = -2
        elif a[i] < 0:
            out[i] = -1
        elif a[i] == 0:
            out[i] = 0
        else:
            out[i] = 1 if a[i] < 5 else 2


@alpyna.jit
def first_above(a, n, limit):
    found = -1
    for i in range(n):
        if a[i] > limit:
            found = i
            break
    return found


@alpyna.jit
def masks(a, b, n, out):
    for i in range(n):
        both = a[i] > 0 and b[i] > 0
        either = a[i] > 0 or b[i] > 0
        out[i] = 2 * both + either if not (a[i] == b[i]) else -1


@alpyna.jit
def rows_until_zero(m, r, c, out):
    for i in range(r):
        s = 0
        for j in range(c):
            if m[i, j] == 0:
                break
            s += m[i, j]
        out[i] = s


a = np.array([-3.0, -0.5, 0.0, 2.0, 7.0, 4.99])
out = np.zeros(6, dtype=np.int32)
classify(a, out, 6)
print(out)
print(first_above(a, 6, 1.0), first_above(a, 6, 100.0))
x = np.array([1, -1, 2, 0, 3])
y = np.array([1, 1, -2, 0, 4])
o = np.zeros(5, dtype=np.int64)
masks(x, y, 5, o)
print(o)
m = np.array([[1, 2, 0, 4], [5, 6, 7, 8], [0, 1, 1, 1]])
r = np.zeros(3, dtype=np.int64)
rows_until_zero(m, 3, 4, r)
print(r)
