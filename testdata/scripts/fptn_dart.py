# test-args: 0.06 30
# Port of the DART (rejection) blue-noise sampling of Rougier's "From Python
# to NumPy" (github.com/rougier/from-python-to-numpy,
# code/DART-sampling-python.py, chapter "Problem vectorization", section
# "Blue noise sampling"; (c) 2017 Nicolas P. Rougier, code BSD, book text CC
# BY-NC-SA 4.0), marked @alpyna.jit as written: a `while True` loop drawing
# points with Python's random and testing them against the accepted list. The
# scatter plot becomes printed points; random.seed(1). The book's NumPy form
# needs SciPy's cdist and is not ported. Optional arguments: radius (default
# 0.025, the book's) and k (default 100).
import math
import random
import sys

import alpyna


@alpyna.jit
def DART_sampling_python(width=1.0, height=1.0, radius=0.025, k=100):
    def squared_distance(p0, p1):
        dx, dy = p0[0]-p1[0], p0[1]-p1[1]
        return dx*dx+dy*dy

    points = []
    i = 0
    last_success = 0
    while True:
        x = random.uniform(0, width)
        y = random.uniform(0, height)
        accept = True
        for p in points:
            if squared_distance(p, (x, y)) < radius*radius:
                accept = False
                break
        if accept is True:
            points.append((x, y))
            if i-last_success > k:
                break
            last_success = i
        i += 1
    return points


random.seed(1)
radius = float(sys.argv[1]) if len(sys.argv) > 1 else 0.025
k = int(sys.argv[2]) if len(sys.argv) > 2 else 100
points = DART_sampling_python(radius=radius, k=k)
X = [x for (x, y) in points]
Y = [y for (x, y) in points]
print(len(points), repr(sum(X)), repr(sum(Y)))
print(points[:3])
print(points[-1])
