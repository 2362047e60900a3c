# Port of numba/numba examples/linear_regression/linear_regression_numba.py (BSD-2-Clause,
# Intel Corporation): gradient descent with two np.dot calls per iteration. argparse is
# replaced by positional arguments, the timer by the checksum alone.
import sys

import numpy as np

import alpyna


@alpyna.jit
def linear_regression(Y, X, w, iterations, alphaN):
    for i in range(iterations):
        w -= alphaN * np.dot(X.T, np.dot(X,w)-Y)
    return w

def main():
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    D = 10
    p = 4
    iterations = 20
    alphaN = 0.01/N
    w = np.zeros((D,p))
    np.random.seed(0)
    points = np.random.random((N,D))
    labels = np.random.random((N,p))
    w = linear_regression(labels, points, w, iterations, alphaN)
    print("checksum: ", f"{np.sum(w):.10e}")
    print(w.shape, f"{w[0, 0]:.10e}")

if __name__ == '__main__':
    main()
