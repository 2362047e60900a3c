# Port of pythran's tests/cases/allpairs_distances_loops.py (BSD-3-Clause,
# serge-sans-paille/pythran): all-pairs squared distances, np.sum of a row-difference
# temporary per pair. xrange becomes range; dists, the kernel, is @alpyna.jit. The driver uses
# the original's np.ones inputs and a seeded random pair, at smaller sizes.
import sys

import numpy as np

import alpyna


@alpyna.jit
def dists(X,Y):
  result = np.zeros( (X.shape[0], Y.shape[0]), X.dtype)
  for i in range(X.shape[0]):
    for j in range(Y.shape[0]):
      result[i,j] = np.sum( (X[i,:] - Y[j,:]) ** 2)
  return result

def allpairs_distances_loops(d, n):
    #X = np.random.randn(1000,d)
    #Y = np.random.randn(200,d)
    X = np.ones((n,d))
    Y = np.ones((n // 2,d))
    return dists(X,Y)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    r = allpairs_distances_loops(10, n)
    print(r.shape, r.sum())
    rng = np.random.RandomState(3)
    X = rng.random_sample((n, 7))
    Y = rng.random_sample((n // 2, 7))
    r = dists(X, Y)
    print(f"{r.sum():.6e}", f"{r[0, 0]:.6e}", f"{r[n - 1, n // 2 - 1]:.6e}")


main()
