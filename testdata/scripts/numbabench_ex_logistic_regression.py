# Port of numba/numba examples/logistic-regression/logistic_regression.py (BSD-2-Clause,
# numba/numba): gradient descent of a logistic regression, np.exp and two np.dot calls per
# iteration (njit(parallel=...) -> alpyna.jit). argparse is replaced by positional
# arguments, the timers by the checksums alone.
import sys

import numpy as np

import alpyna


@alpyna.jit
def logistic_regression(Y,X,w,iterations):
    for i in range(iterations):
        w -= np.dot(((1.0 / (1.0 + np.exp(-Y * np.dot(X,w))) - 1.0) * Y),X)
    return w

def main():
    np.random.seed(0)
    D = 3
    N = 4
    iterations = 10
    points = np.ones((N, D))
    labels = np.ones(N)
    w = 2.0*np.ones(D)-1.3
    w = logistic_regression(labels, points, w, iterations)
    print("checksum ", w)

    D = 10
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    iterations = 30
    print("D=",D," N=",N," iterations=",iterations)
    points = np.random.random((N, D))
    labels = np.random.random(N)
    w = 2.0*np.ones(D)-1.3
    w = logistic_regression(labels, points, w, iterations)
    print("checksum: ", f"{np.sum(w):.10e}")

main()
