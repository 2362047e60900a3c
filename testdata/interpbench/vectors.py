# Small vector objects: a namedtuple subclass with arithmetic methods (as
# the object-oriented boids of "From Python to NumPy") and a plain class
# with __slots__, added, scaled and measured in a loop.
import math
import time
from collections import namedtuple


class Vec(namedtuple('Vec', 'x y')):
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def length(self):
        return math.hypot(self.x, self.y)


class Point:
    __slots__ = ('x', 'y')

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)

    def __truediv__(self, k):
        return Point(self.x / k, self.y / k)


def main():
    pts = [Vec(math.cos(i), math.sin(i)) for i in range(100)]
    total = 0.0
    centre = Point(0.0, 0.0)
    for step in range(1200):
        acc = Vec(0.0, 0.0)
        for p in pts:
            d = p - pts[step % 100]
            acc += d * 0.5
            total += d.length()
            centre = centre + Point(p.x, p.y) / 100
    return total + acc.x + acc.y + centre.x + centre.y


start = time.process_time()
result = main()
elapsed = time.process_time() - start
print("checksum", round(result, 6))
print("seconds", elapsed)
