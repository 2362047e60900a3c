# Port of pythran's tests/cases/slowparts.py (BSD-3-Clause, serge-sans-paille/pythran; from the
# parakeet-python list): the gradient part of a neural model. A k, i double loop assigns a 2-D
# section `partialDU[:, :, k, i]` from a product of per-row temporaries computed by a lambda
# (`fprime = lambda x: 1 - power(tanh(x), 2)`) and a 2-D slice `yxV[:, :, i]`. Kept as written
# (from numpy import zeros, power, tanh); the driver feeds generated arrays instead of ones.
import sys

import numpy as np
from numpy import zeros, power, tanh

import alpyna


@alpyna.jit
def slowparts(d, re, preDz, preWz, SRW, RSW, yxV, xyU, resid):
    """ computes the linear algebra intensive part of the gradients of the grae
    """
    fprime = lambda x: 1 - power(tanh(x), 2)

    partialDU = zeros((d + 1, re, 2 * d, d))
    for k in range(2 * d):
        for i in range(d):
            partialDU[:, :, k, i] = fprime(preDz[k]) * fprime(preWz[i]) * (SRW[i, k] + RSW[i, k]) * yxV[:, :, i]

    return partialDU


def main():
    d = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    re = 5
    g = lambda *shape: np.sin(np.arange(int(np.prod(shape))).reshape(shape) * 0.37)
    params = (d, re, g(2 * d, d + 1, re), g(d, d + 1, re), g(d, 2 * d), np.cos(g(d, 2 * d)),
              g(d + 1, re, d), g(d + 1, re, d), 1)
    p = slowparts(*params)
    print(p.shape, f"{p.sum():.12e}", f"{np.abs(p).sum():.12e}", f"{p[3, 2, 7, 4]:.15e}")
    q = slowparts(d, re, np.ones((2 * d, d + 1, re)), np.ones((d, d + 1, re)), np.ones((d, 2 * d)),
                  np.ones((d, 2 * d)), np.ones((d + 1, re, d)), np.ones((d + 1, re, d)), 1)
    print(f"{q.sum():.12e}", q[0, 0, 0, 0])


main()
