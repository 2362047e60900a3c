# test-args: 2000
# The random walk and find_crossing_1 of Rougier's "From Python to NumPy"
# (code/random_walk.py; (c) 2017 Nicolas P. Rougier, code BSD, book text CC
# BY-NC-SA 4.0) moved to NumPy arrays as a user adopting alpyna would write
# them: the steps drawn up front (np.random.randint, since a loop cannot call
# the random module), the walk as a running sum in a loop (a recurrence: the
# loop must stay in order), and the crossing search as a loop over the start
# index with an inner loop comparing the sub-sequence, writing a 0/1 flag per
# start. Optional argument: the walk's length n (default 100000).
import sys

import numpy as np

import alpyna


@alpyna.jit
def random_walk(steps, walk, n):
    position = 0
    walk[0] = position
    for i in range(n):
        step = 2*steps[i]-1
        position += step
        walk[i+1] = position


@alpyna.jit
def find_crossing_1(seq, sub, found, n, m):
    for i in range(n - m):
        match = 1
        for k in range(m):
            if seq[i+k] != sub[k]:
                match = 0
        found[i] = match


np.random.seed(1)
n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
steps = np.random.randint(0, 2, n)
walk = np.zeros(n + 1, dtype=np.int64)
random_walk(steps, walk, n)
print(walk.sum(), walk.min(), walk.max(), walk[-1], walk[:12])
sub = np.array([+1, 0, -1])
found = np.zeros(n + 1 - len(sub), dtype=np.int64)
find_crossing_1(walk, sub, found, n + 1, len(sub))
C = np.nonzero(found)[0]
print(found.sum(), C[:10])
