# Port of pythran's tests/cases/morphology.py (BSD-3-Clause, serge-sans-paille/pythran; from the
# Parakeet examples), its exported dilate_decompose_loops: a grey dilation as two separable
# max filters, with loop bounds from max/min and `from numpy import empty_like`. xrange becomes
# range and k/2 becomes k//2 (the original is Python 2). The driver's np.tri(m, n) is
# np.tril(np.ones((m, n))), since alpyna's NumPy has no np.tri yet.
import sys

import numpy as np
from numpy import empty_like

import alpyna


@alpyna.jit
def dilate_decompose_loops(x, k):
  m,n = x.shape
  y = empty_like(x)
  for i in range(m):
    for j in range(n):
      left_idx = max(0, i-k//2)
      right_idx = min(m, i+k//2+1)
      currmax = x[left_idx, j]
      for ii in range(left_idx+1, right_idx):
        elt = x[ii, j]
        if elt > currmax:
          currmax = elt
      y[i, j] = currmax
  z = empty_like(x)
  for i in range(m):
    for j in range(n):
      left_idx = max(0, j-k//2)
      right_idx = min(n, j+k//2+1)
      currmax = y[i,left_idx]
      for jj in range(left_idx+1, right_idx):
        elt = y[i,jj]
        if elt > currmax:
          currmax = elt
      z[i,j] = currmax
  return z


def main():
    m = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    image = np.tril(np.ones((m, 2 * m))) / 2.0
    z = dilate_decompose_loops(image, 4)
    print(z.shape, repr(z.sum()), repr(z[3, 0]), repr(z[0, 5]))
    rng = np.random.RandomState(1)
    image = rng.randint(0, 256, (m, m + 7)) / 256.0
    z = dilate_decompose_loops(image, 5)
    print(repr(z.sum()), repr(z.min()), repr(z[m // 2, 3]))


main()
