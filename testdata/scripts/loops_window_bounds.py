# Windows whose edges are computed in the loop body, as image and signal
# filters write them: max/min of the loop variable, a name clipped by an
# if, a helper called in range(). Each inner loop's bounds are evaluated
# at each entry, and the outer loops run in parallel.
import numpy as np
import alpyna


def window_floor(i, r):
    if r > i:
        return 0
    else:
        return i - r


def window_ceil(i, r, n):
    return min(i + r + 1, n)


@alpyna.jit
def running_max(x, k):
    y = np.empty_like(x)
    for i in range(x.shape[0]):
        lo = max(0, i - k)
        m = x[lo]
        for ii in range(lo + 1, i + 1):
            if x[ii] > m:
                m = x[ii]
        y[i] = m
    return y


@alpyna.jit
def clipped_sum(x, k):
    y = np.zeros_like(x)
    for i in range(x.shape[0]):
        lo = i - k
        if lo < 0:
            lo = 0
        for ii in range(lo, i + 1):
            y[i] += x[ii]
    return y


@alpyna.jit
def box_filter(img, r):
    n, m = img.shape
    out = np.zeros_like(img)
    for i in range(n):
        for j in range(m):
            acc = 0.0
            for a in range(window_floor(i, r), window_ceil(i, r, n)):
                for b in range(window_floor(j, r), window_ceil(j, r, m)):
                    acc += img[a, b]
            out[i, j] = acc
    return out


@alpyna.jit
def centred_max(x, k):
    n = x.shape[0]
    y = np.empty_like(x)
    for i in range(n):
        m = x[i]
        for ii in range(max(0, i - k), min(n, i + k + 1)):
            m = max(m, x[ii])
        y[i] = m
    return y


x = np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0, 5.0, 3.0])
print(running_max(x, 2))
print(clipped_sum(x, 3))
print(centred_max(x, 1))
img = (np.arange(42.0) % 7).reshape(6, 7)
print(box_filter(img, 1))
print(box_filter(img, 9))
