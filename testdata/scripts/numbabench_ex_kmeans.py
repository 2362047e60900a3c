# Port of numba/numba examples/k-means/k-means_numba.py (BSD-2-Clause, Intel Corporation):
# k-means written with nested list comprehensions, boolean masks and argmin. argparse is
# replaced by positional arguments, the timer by the checksum alone. np.random.ranf, an alias
# alpyna lacks, is written np.random.random_sample (the same draws).
import sys

import numpy as np
from math import sqrt

import alpyna


@alpyna.jit
def kmeans(A, numCenter, numIter, N, D, init_centroids):
    centroids = init_centroids

    for l in range(numIter):
        dist = np.array([[sqrt(np.sum((A[i,:]-centroids[j,:])**2))
                                for j in range(numCenter)] for i in range(N)])
        labels = np.array([dist[i,:].argmin() for i in range(N)])

        centroids = np.array([[np.sum(A[labels==i, j])/np.sum(labels==i)
                                 for j in range(D)] for i in range(numCenter)])

    return centroids

def main():
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    features = 10
    centers = 5
    iterations = 5

    np.random.seed(0)
    init_centroids = np.random.random_sample((centers, features))
    r = kmeans(np.random.random_sample((30, features)), centers, 1, 30, features, init_centroids)
    print(f"{r.sum():.10e}")
    print("size:", size)
    A = np.random.random_sample((size, features))

    res = kmeans(A, centers, iterations, size, features, init_centroids)
    print("checksum:", f"{res.sum():.10e}")
    print(res[0, :3])

if __name__ == '__main__':
    main()
