import numpy as np
import alpyna


@alpyna.jit
def loops(a, n):
    for x in a.flat:
        a[0] = x
    for i, v in enumerate(a, start=1):
        a[i] = v
    for i in range(n):
        j = 0
        while j < i:
            a[j] += 1
            j += 1
    for i in range(n):
        if a[i] > 3:
            continue
        a[i] = 3
    else:
        a[0] = 0
    for i in range(n):
        if a[i] > 100:
            return a[i]
        a[i] = a[i] + 1
    return 0


@alpyna.jit
def search(a, n):
    while True:
        for i in range(n):
            a[i] += 1
        else:
            break
    return a


if __name__ == "__main__":
    a = np.zeros(4)
    print(loops(a, 4), a)
