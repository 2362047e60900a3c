# Loops over lists of lists, which run --auto takes as nests over rows:
# a call finds lists, not arrays, and the nests run in the interpreter
# (reading a list's "shape" used to raise AttributeError before the nest).
import numpy as np


def total(rows):
    s = 0.0
    for row in rows:
        for v in row:
            s += v
    return s


def main():
    pt = [[1.0, 2.0], [3.0, 4.5]]
    print(total(pt))
    print(total(np.array(pt)))
    print(total([[1.5], [2.5, 3.5, 4.5]]))


main()
