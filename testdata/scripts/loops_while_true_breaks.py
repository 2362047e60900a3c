# Helpers that leave `while True` (or `while 1`) only by a break after
# assigning their result (QuantEcon's mccall_model stopping time): the
# result is assigned on every path out of the loop, so the helper is
# inlined into the caller's nest, which runs as kernels. A helper whose
# break may come before the assignment stays a call, as CPython could
# raise UnboundLocalError there.
import numpy as np

import alpyna


@alpyna.jit
def stopping_time(w, w_bar, start):
    t = start
    while True:
        if w[t % len(w)] >= w_bar:
            stopping = t - start + 1
            break
        else:
            t += 1
    return stopping


@alpyna.jit
def mean_stopping_time(w, w_bar, num_reps):
    obs = np.empty(num_reps)
    for i in range(num_reps):
        obs[i] = stopping_time(w, w_bar, i)
    return obs.mean()


def first_above(x, lo, c):
    k = lo
    while 1:
        v = x[k]
        if v > c:
            found = k
            break
        k += 1
        if k == x.shape[0]:
            found = -1
            break
    return found


@alpyna.jit
def firsts(x, out, c):
    for i in range(out.shape[0]):
        out[i] = first_above(x, i, c)


def maybe(x, lo, c):
    k = lo
    while True:
        if k >= x.shape[0]:
            break
        if x[k] > c:
            hit = k
            break
        k += 1
    return hit


@alpyna.jit
def maybes(x, out, c):
    for i in range(out.shape[0]):
        out[i] = maybe(x, i, c)


w = np.sin(np.arange(1000) * 0.37) * 20 + 30
print(mean_stopping_time(w, 45.0, 3000))
x = np.cos(np.arange(50) * 0.7)
out = np.zeros(40, dtype=np.int64)
firsts(x, out, 0.9)
print(out)
out2 = np.zeros(10, dtype=np.int64)
maybes(x, out2, 0.5)
print(out2)
try:
    maybes(x, np.zeros(50, dtype=np.int64), 0.99)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
