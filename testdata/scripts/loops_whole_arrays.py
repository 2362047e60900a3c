# In-place statements on whole arrays in a loop (y += x[i], result +=
# tmp), as Numba's documentation writes array reductions: the front end
# reads each as the same statement on the array's section of all its
# axes (frontend/whole_arrays.go), which runs as kernels with the array's
# axis in parallel. `y = y + x[i]` binds a new array and stays in the
# interpreter; so do calls whose arrays have another rank than the
# function shows, and in-place statements NumPy refuses to cast. CPython's
# output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def whole_arr(x):
    y = np.zeros(4)
    for i in range(x.shape[0]):
        y += x[i]
    return y


@alpyna.jit
def two_d(n):
    shp = (13, 17)
    result = np.zeros(shp, np.int_)
    tmp = np.arange(shp[0] * shp[1]).reshape(shp)
    for i in range(n):
        result += tmp
    return result


@alpyna.jit
def decay(y, x, steps):
    for t in range(steps):
        y *= 0.5
        y -= x
        y += y * 0.25
    return y[0] + x[-1]


@alpyna.jit
def rebind(x):
    y = np.zeros(3)
    z = y
    for i in range(len(x)):
        y = y + x[i]
    return y, z


@alpyna.jit
def guessed_rank(y, x):
    for i in range(len(x)):
        y += x[i]
    return y[0]


@alpyna.jit
def int_target(x):
    y = np.zeros(3, np.int64)
    for i in range(len(x)):
        y += x[i]
    return y


print(whole_arr(np.arange(10.0)).tolist())
r = two_d(100)
print(r[0, :5].tolist(), r[12, 12:].tolist(), int(r.sum()))
y = np.linspace(0.0, 1.0, 7)
print(decay(y, np.arange(7.0), 3), y.tolist())
print(rebind(np.arange(3.0)))
print(guessed_rank(np.ones(5), np.arange(4.0)), guessed_rank(np.ones((2, 3)), np.arange(4.0)))
print(int_target(np.arange(4)).tolist())
try:
    int_target(np.arange(4.0))
except TypeError as e:
    print("TypeError:", e)


@alpyna.jit
def reused_name(x):
    total = np.zeros(2)
    total[0] = x[0]
    first = total[0]
    total = 0.0
    for i in range(len(x)):
        total += x[i]
    return first, total


print(reused_name(np.arange(5.0)))
