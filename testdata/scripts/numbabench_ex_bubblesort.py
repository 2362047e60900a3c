# Port of numba/numba examples/bubblesort.py (BSD-2-Clause, numba/numba): bubble sort with a
# tuple swap, jitted by a call; the timing loop is replaced by checks.
import sys

import numpy as np

import alpyna


def bubblesort(X):
    N = X.shape[0]
    for end in range(N, 1, -1):
        for i in range(end - 1):
            if X[i] > X[i + 1]:
                X[i], X[i + 1] = X[i + 1], X[i]


bubblesort_fast = alpyna.jit(bubblesort)

dtype = np.int64

def main():
    Xtest = np.array(list(reversed(range(8))), dtype=dtype)

    print('== Test Pure-Python ==')
    X0 = Xtest.copy()
    bubblesort(X0)
    print(X0)

    print('== Test Numba == ')
    X1 = Xtest.copy()
    bubblesort_fast(X1)
    print(X1)

    assert all(X0 == X1)

    N = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    Xorig = np.random.RandomState(0).randint(0, 1000, N).astype(dtype)
    X1 = Xorig.copy()
    bubblesort_fast(X1)
    print(X1[:10], bool(np.all(X1[1:] >= X1[:-1])), int(X1.sum()) == int(Xorig.sum()))


if __name__ == '__main__':
    main()
