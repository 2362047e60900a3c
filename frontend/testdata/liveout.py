import numpy as np
import alpyna

count = 0


@alpyna.jit
def last_positive(a, n):
    last = -1
    for i in range(n):
        if a[i] > 0:
            last = i
    print(last)


@alpyna.jit
def counts(a, n):
    global count
    for i in range(n):
        count += 1
        a[i] = count


@alpyna.jit
def repeat(a, n, times):
    step = 0
    while step < times:
        for i in range(n):
            t = a[i] + 1.0
            a[i] = t
        step += 1


if __name__ == "__main__":
    a = np.array([1.0, -1.0, 2.0, -2.0])
    last_positive(a, 4)
    repeat(a, 4, 2)
    print(a)
