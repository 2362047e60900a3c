# A while loop under an if in a nest (a bisection searching a sorted grid
# only for points inside it, as np.interp and np.searchsorted do): the
# iterations whose if is false never enter the loop, and the kernels must
# not run the loop's unbounded range for them (they ran 2**62 iterations
# that did nothing: the call never returned).
import numpy as np

import alpyna


@alpyna.jit
def locate(x, xp, out):
    n = xp.shape[0]
    for i in range(x.shape[0]):
        v = x[i]
        if v < xp[0]:
            j = -1
        elif v > xp[n - 1]:
            j = n
        else:
            lo = 0
            hi = n
            while lo < hi:
                mid = lo + ((hi - lo) >> 1)
                if v >= xp[mid]:
                    lo = mid + 1
                else:
                    hi = mid
            j = lo - 1
        out[i] = j


@alpyna.jit
def interp(x, xp, fp, out):
    n = xp.shape[0]
    for i in range(x.shape[0]):
        v = x[i]
        if v <= xp[0]:
            out[i] = fp[0]
        elif v >= xp[n - 1]:
            out[i] = fp[n - 1]
        else:
            k = 0
            while xp[k + 1] <= v:
                k += 1
            slope = (fp[k + 1] - fp[k]) / (xp[k + 1] - xp[k])
            out[i] = slope * (v - xp[k]) + fp[k]


xp = np.linspace(0, 1, 11)
x = np.linspace(-0.5, 1.5, 21)
out = np.zeros(21, dtype=np.int64)
locate(x, xp, out)
print(out)
print(np.searchsorted(xp, x, side="right") - 1)
y = np.zeros(21)
interp(x, xp, xp ** 2, y)
print(y)
print(np.interp(x, xp, xp ** 2))
