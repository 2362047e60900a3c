# A return inside a loop nest: the search loops people write. The nest is
# lowered to a break with a flag (frontend/returns.go) and runs as kernels;
# every spelling must print what CPython prints.
import numpy as np

import alpyna


@alpyna.jit
def find_first(a, thr):
    for i in range(len(a)):
        if a[i] > thr:
            return i
    return -1


@alpyna.jit
def find2(a, thr):
    n, m = a.shape
    for i in range(n):
        for j in range(m):
            if a[i, j] > thr:
                return i, j
    return None


@alpyna.jit
def row_over(a, limit):
    n, m = a.shape
    for i in range(n):
        s = 0.0
        for j in range(m):
            s += a[i, j]
        if s > limit:
            return i
    return -1


@alpyna.jit
def any_negative(a):
    for i in range(a.shape[0]):
        if a[i] < 0.0:
            return True
    return False


@alpyna.jit
def while_search(a, thr):
    k = 0
    n = a.shape[0]
    while k < n:
        if a[k] > thr:
            return k
        k += 1
    return -1


@alpyna.jit
def bare_return(a, out):
    for i in range(a.shape[0]):
        if a[i] > 0.5:
            out[0] = i
            return
        out[1] += 1.0


@alpyna.jit
def check(a):
    for i in range(a.shape[0]):
        if a[i] != a[i]:
            print("nan at", i)
            return
    print("no nan")


@alpyna.jit
def else_return(a):
    for i in range(a.shape[0]):
        if a[i] > 10.0:
            break
    else:
        return "no break"
    return i


@alpyna.jit
def in_try(a, thr):
    try:
        for i in range(a.shape[0]):
            if a[i] > thr:
                return i
    finally:
        print("finally runs")
    return -1


class Finder:
    def __init__(self, thr):
        self.thr = thr

    @alpyna.jit
    def find(self, a):
        thr = self.thr
        for i in range(a.shape[0]):
            if a[i] > thr:
                return i
        return -1


def outer(a):
    @alpyna.jit
    def inner(thr):
        for i in range(a.shape[0]):
            if a[i] > thr:
                return i * 2
        return None
    return inner(0.75), inner(9.0)


a = np.linspace(0.0, 1.0, 200001)
print(find_first(a, 0.55), find_first(a, 2.0), find_first(a[:0], 0.0))
grid = a[:200000].reshape(200, 1000)
print(find2(grid, 0.55), find2(grid, 5.0))
print(row_over(grid, 500.0), row_over(grid, 1e9))
print(any_negative(a), any_negative(a - 0.5))
print(while_search(a, 0.3), while_search(a, 3.0))
out = np.zeros(2)
bare_return(a, out)
print(out)
check(a)
b = a.copy()
b[7] = np.nan
check(b)
print(else_return(a), else_return(a * 100))
print(in_try(a, 0.5), in_try(a, 5.0))
print(Finder(0.25).find(a), Finder(7.0).find(a))
print(outer(a))
