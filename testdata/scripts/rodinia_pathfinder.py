# Port of Rodinia's pathfinder, OpenMP version (openmp/pathfinder/pathfinder.cpp of the Rodinia
# suite): dynamic programming for the cheapest path from the top row of a grid of weights to the
# bottom, moving straight down or diagonally. The row loop is sequential (each row reads the
# previous one); the OpenMP-parallel loop is the one over columns, with `min` taken of up to three
# neighbours under two ifs, and src/dst swapped every row. wall is a 2-D array here
# (int **wall in C); rand() % 10 is np.random.randint(0, 10).
import sys

import numpy as np

import alpyna


@alpyna.jit
def run(wall, result, rows, cols):
    src = np.empty(cols, dtype=np.int64)
    dst = result
    for t in range(rows - 1):
        temp = src
        src = dst
        dst = temp
        for n in range(cols):
            min = src[n]
            if n > 0:
                min = min if min <= src[n - 1] else src[n - 1]
            if n < cols - 1:
                min = min if min <= src[n + 1] else src[n + 1]
            dst[n] = wall[t + 1, n] + min
    return dst


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    cols = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    np.random.seed(9)
    wall = np.random.randint(0, 10, size=(rows, cols)).astype(np.int64)
    result = np.empty(cols, dtype=np.int64)
    for j in range(cols):
        result[j] = wall[0, j]
    dst = run(wall, result, rows, cols)
    print(dst.dtype, dst.shape, int(dst.sum()), int(dst.min()), int(dst.max()))
    print(" ".join(str(int(v)) for v in dst[:12]))
    print(" ".join(str(int(v)) for v in dst[-12:]))


main()
