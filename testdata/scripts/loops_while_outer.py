# Counted while loops outside any for: each is a nest of its own (frontend/while.go), and
# one the subset refuses (a queue its body appends to) runs as the while it is.
import numpy as np
import alpyna

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
def while_fill(a, n):
    i = 0
    while i < n:
        a[i] = i * 0.5
        i += 1
    return i

@alpyna.jit
def while_sum(a):
    s = 0.0
    j = 2
    while j <= a.shape[0] - 1 and s < 1e6:
        s += a[j]
        j = j + 1
    return s, j

@alpyna.jit
def queue_walk(start, limit):
    queue = [start]
    k = 0
    while k < len(queue):
        v = queue[k]
        if v < limit:
            queue.append(v * 2)
            queue.append(v * 2 + 1)
        k += 1
    return len(queue), k

@alpyna.jit
def while_2d(a, n, m):
    i = 0
    while i < n:
        for j in range(m):
            a[i, j] = i + j
        i += 1
    return a.sum()

a = np.linspace(0, 1, 100001)
print(while_search(a, 0.3), while_search(a, 3.0))
b = np.zeros(10)
print(while_fill(b, 7), b)
print(while_sum(a), while_sum(a[:2]))
print(queue_walk(1, 100))
print(while_2d(np.zeros((30, 40)), 30, 40))
