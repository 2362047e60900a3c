import numpy as np
import alpyna


@alpyna.jit
def scatter(y, w, idx, n):
    for e in range(n):
        y[idx[e]] += w[e]


@alpyna.jit
def edges(x, emap, res, nedges):
    for e in range(nedges):
        res[e] = x[emap[e, 1]] - x[emap[e, 0]] + x[emap[e][0] + 1]


if __name__ == "__main__":
    y = np.zeros(3)
    scatter(y, np.ones(4), np.array([0, 1, 1, 2]), 4)
    x = np.arange(5.0)
    emap = np.array([[0, 1], [1, 3], [2, 0]])
    res = np.zeros(3)
    edges(x, emap, res, 3)
    print(y, res)
