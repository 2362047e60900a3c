# @alpyna.jit on a class (a port of Numba's @jitclass): the methods its body defines are
# jit functions, the class stays a class (isinstance, subclasses); Numba's jit keywords
# (parallel=, fastmath=, cache=) are accepted and change nothing.
import numpy as np
import alpyna

@alpyna.jit
class Grid:
    def __init__(self, n):
        self.n = n
        self.x = np.linspace(0.0, 1.0, n)

    def smooth(self, out):
        for i in range(1, self.n - 1):
            out[i] = 0.25 * self.x[i-1] + 0.5 * self.x[i] + 0.25 * self.x[i+1]
        return out

g = Grid(100000)
out = np.zeros(100000)
print(repr(g.smooth(out).sum()))
print(isinstance(g, Grid), type(g).__name__, Grid.__name__)


class Fine(Grid):
    def total(self):
        s = 0.0
        for i in range(self.n):
            s += self.x[i] * 2.0
        return s


print(repr(Fine(1000).total()))


@alpyna.jit(parallel=True, fastmath=False, cache=True)
def scale(a, c):
    for i in range(a.shape[0]):
        a[i] *= c
    return a


print(scale(np.arange(4.0), 2.0))
