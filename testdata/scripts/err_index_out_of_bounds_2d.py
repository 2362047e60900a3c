# Writing out of bounds on axis 1 of a 2-D array inside a jit loop: the message names the axis.
import numpy as np

import alpyna


@alpyna.jit
def fill(m, rows, cols):
    for i in range(rows):
        for j in range(cols):
            m[i, j] = i + j


m = np.zeros((3, 4), dtype=np.int32)
fill(m, 3, 4)
print(m)
fill(m, 3, 5)
