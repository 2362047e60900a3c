# Port of pythran's tests/cases/deuxd_convolution.py (BSD-3-Clause, serge-sans-paille/pythran):
# a 2-D convolution whose index is a tuple built by a clamping helper. xrange becomes range and
# sw[0]/2 becomes sw[0]//2 (the original is Python 2); conv, the exported kernel, is
# @alpyna.jit and the helpers stay plain functions, as written. The driver's np.tri(n, n) is
# np.tril(np.ones((n, n))), since alpyna's NumPy has no np.tri yet.
import sys

import numpy as np

import alpyna


def clamp(i, offset, maxval):
    j = max(0, i + offset)
    return min(j, maxval)


def reflect(pos, offset, bound):
    idx = pos+offset
    return min(2*(bound-1)-idx,max(idx,-idx))

@alpyna.jit
def conv(x, weights):
    sx = x.shape
    sw = weights.shape
    result = np.zeros_like(x)
    for i in range(sx[0]):
        for j in range(sx[1]):
            for ii in range(sw[0]):
                for jj in range(sw[1]):
                    idx = clamp(i,ii-sw[0]//2,sw[0]), clamp(j,jj-sw[0]//2,sw[0])
                    result[i,j] += x[idx] * weights[ii,jj]
    return result


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    x = np.tril(np.ones((n, n))) * 0.5
    w = np.tril(np.ones((5, 5))) * 0.25
    r = conv(x, w)
    print(r.shape, f"{r.sum():.6e}", f"{r[0, 0]:.6e}", f"{r[n - 1, 2]:.6e}")
    x = np.arange(n * n, dtype=np.float64).reshape(n, n) / n
    r = conv(x, np.ones((3, 3)) / 9)
    print(f"{r.sum():.6e}", f"{r[2, 3]:.6e}")


main()
