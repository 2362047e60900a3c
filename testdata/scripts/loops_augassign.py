# Augmented assignment on array elements (+= -= *= /= //= %= **=) for int and float arrays.
import numpy as np

import alpyna


@alpyna.jit
def update(f, i, n):
    for k in range(n):
        f[k] += 1.5
        f[k] -= 0.25
        f[k] *= 2
        f[k] /= 4
        f[k] **= 2
        i[k] += 7
        i[k] -= k * 3
        i[k] *= -1
        i[k] //= 2
        i[k] %= 5
        i[k] **= 2


@alpyna.jit
def int_true_div(a, n):
    for k in range(n):
        a[k] /= 3


@alpyna.jit
def float_floor_ops(a, n):
    for k in range(n):
        a[0, k] //= 0.75
        a[1, k] %= -0.75


n = 6
f = np.arange(n, dtype=np.float64) - 2
i = np.arange(n, dtype=np.int64)
update(f, i, n)
print(f)
print(i)
i32 = np.array([10, -10, 7, 2], dtype=np.int32)
int_true_div(i32, 4)
print(i32, i32.dtype)
g = np.zeros((2, 3), dtype=np.float32)
for k in range(3):
    g[0, k] = k * 1.1 - 1
    g[1, k] = k * 1.1 - 1
float_floor_ops(g, 3)
print(g)
s = 10
s //= -3
t = 2.5
t **= 2
print(s, t)
