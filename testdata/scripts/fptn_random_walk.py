# test-args: 2000
# Port of the random walks of Rougier's "From Python to NumPy"
# (github.com/rougier/from-python-to-numpy, code/random_walk.py, chapter
# "Introduction", section "Simple example"; (c) 2017 Nicolas P. Rougier, code
# BSD, book text CC BY-NC-SA 4.0): the object-oriented RandomWalker with its
# generator, the procedural random_walk and random_walk_faster
# (random.choices and itertools.accumulate), and find_crossing_1, each
# function marked @alpyna.jit as written. The timeit harness becomes printed
# walks (Python's random seeded before each one). Optional argument: the
# walk's length n (default 10000, the book's).
import random
import sys

import alpyna


# --- Object-oriented approach ------------------------------------------------
class RandomWalker:
    def __init__(self):
        self.position = 0

    @alpyna.jit
    def walk(self, n):
        self.position = 0
        for i in range(n):
            yield self.position
            self.position += 2*random.randint(0, 1) - 1


# --- Procedural approach -----------------------------------------------------
@alpyna.jit
def random_walk(n):
    position = 0
    walk = [position]
    for i in range(n):
        step = 2*random.randint(0, 1)-1
        position += step
        walk.append(position)
    return walk


@alpyna.jit
def random_walk_faster(n=1000):
    from itertools import accumulate
    # Only available from Python 3.6
    steps = random.choices([-1,+1], k=n)
    return [0]+list(accumulate(steps))


# -----------------------------------------------------------------------------
# Readable but slow
@alpyna.jit
def find_crossing_1(seq, sub):
    return [i for i in range(len(seq) - len(sub)) if seq[i:i+len(sub)] == sub]


n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
walker = RandomWalker()
random.seed(1)
W1 = [position for position in walker.walk(n=n)]
random.seed(1)
W2 = random_walk(n=n)
random.seed(1)
W3 = random_walk_faster(n=n)
for W in (W1, W2, W3):
    print(len(W), sum(W), min(W), max(W), W[-1], W[:12])
C = find_crossing_1(W2, [+1, 0, -1])
print(len(C), C[:10])
