# test-args: 2000
# The vectorised random walk of Rougier's "From Python to NumPy"
# (code/random_walk.py, chapter "Introduction"; (c) 2017 Nicolas P. Rougier,
# code BSD, book text CC BY-NC-SA 4.0): random_walk_fastest (np.random.choice
# and np.cumsum) and find_crossing_2 (np.correlate, np.where, np.take,
# np.all), marked @alpyna.jit as written. The book's random_walk_fastest
# ignores its n and draws 1000 steps; that is kept. The timeit harness
# becomes printed results; np.random.seed(1). Optional argument: n for
# find_crossing_2's own walk (default 10000).
import sys

import numpy as np

import alpyna


@alpyna.jit
def random_walk_fastest(n=1000):
    steps = np.random.choice([-1,+1], 1000)
    return np.cumsum(steps)


# Fast but hardly readable
@alpyna.jit
def find_crossing_2(seq, sub):
    # See stackoverflow.com / "python-numpy-first-occurrence-of-subarray"
    target = np.dot(sub, sub)
    candidates = np.where(np.correlate(seq, sub, mode='valid') == target)[0]
    # some of the candidates entries may be false positives, double check
    check = candidates[:, np.newaxis] + np.arange(len(sub))
    mask = np.all((np.take(seq, check) == sub), axis=-1)
    return candidates[mask]


np.random.seed(1)
n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
W = random_walk_fastest(n=n)
print(W.dtype, W.shape, W.sum(), W.min(), W.max(), W[:12])
C = find_crossing_2(W, [+1, 0, -1])
print(C.dtype, len(C), C[:10])
W = np.cumsum(np.random.choice([-1, +1], n))
C = find_crossing_2(W, [+1, 0, -1])
print(len(C), C[:10], C[-3:])
print(find_crossing_2(np.array([1, 0, -1, 0, 1, 0, -1]), [1, 0, -1]))
