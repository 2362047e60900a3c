import numpy as np
import alpyna

total = 0.0


@alpyna.jit
def names(a, b, n):
    global total
    for i in range(n):
        a = b
        b[i] = a[i]
    for i in range(n):
        i = i + 1
        b[i] = 0
    for i in range(n):
        s = b[i]
        s[0] = 1
    for i in range(n):
        total = total + b[i]
    for i in range(n):
        for i in range(2):
            b[i] = 1
    for k in range(n):
        b[k] = 2
    print(k)


@alpyna.jit
def read_after(a, n):
    for i in range(n):
        for j in range(n):
            a[i, j] = 0
        a[i, 0] = j



@alpyna.jit
def swapped(u, v, steps, n):
    for t in range(steps):
        for i in range(1, n - 1):
            v[i] = 0.5 * (u[i - 1] + u[i + 1])
        u, v = v, u
        a, b = b, a


@alpyna.jit
def swapped_through_temporary(u, v, steps, n):
    for t in range(steps):
        for i in range(1, n - 1):
            v[i] = 0.5 * (u[i - 1] + u[i + 1])
        tmp = u
        u = v
        v = tmp

if __name__ == "__main__":
    pass
