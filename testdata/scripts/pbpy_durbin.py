# pbpy_durbin: durbin of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/solvers/durbin/durbin.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto (--pluto-noskew, `sum` as a scalar), NumPy
# (np.dot of a reversed slice r[k-1::-1]); the source has no flattened
# strategy (its arrays are 1-D). The kernels make their scratch z with
# self.create_array, as in the source.
import sys
import numpy as np
import alpyna


class PolyBench:
    DATA_TYPE = float
    FLATTENED = False

    def create_array(self, dimensions, sizes, initialization_value=0):
        sizes = list(sizes)
        while len(sizes) < dimensions:
            sizes.append(sizes[-1])
        if self.FLATTENED:
            dimension_size = 1
            for dim_size in sizes:
                dimension_size *= dim_size
            return np.zeros(dimension_size, dtype=self.DATA_TYPE) + initialization_value
        return np.zeros(tuple(sizes), dtype=self.DATA_TYPE) + initialization_value



class Durbin(PolyBench):

    def __init__(self, N):
        self.N = N

    def run_benchmark(self):
        r = self.create_array(1, [self.N], self.DATA_TYPE(0))
        y = self.create_array(1, [self.N], self.DATA_TYPE(0))

        self.initialize_array(r, y)
        self.kernel(r, y)
        return [('y', y)]


class _StrategyList(Durbin):

    def initialize_array(self, r, y):
        for i in range(0, self.N):
            r[i] = self.N + 1 - i

    @alpyna.jit
    def kernel(self, r, y):
        z = self.create_array(1, [self.N], self.DATA_TYPE(0))
        y[0] = -r[0]
        beta = 1.0
        alpha = -r[0]

        for k in range(1, self.N):
            beta = (1-alpha * alpha) * beta
            summ = 0.0

            for i in range(0, k):
                summ += r[k-i-1] * y[i]

            alpha = -(r[k] + summ) / beta

            for i in range(0, k):
                z[i] = y[i] + alpha * y[k-i-1]

            for i in range(0, k):
                y[i] = z[i]

            y[k] = alpha


class _StrategyListPluto(_StrategyList):

    # No difference between --pluto / maxfuse / vectorizer
    @alpyna.jit
    def kernel(self, r, y):
        z = self.create_array(1, [self.N], self.DATA_TYPE(0))
        y[0] = -r[0]
        beta = 1.0
        alpha = -r[0]
        for c1 in range (1 , (self.N-1)+1):
            sum = 0.0
            for c8 in range ((c1-1)+1):
                sum += r[c1-c8-1]*y[c8]
            beta = (1-alpha*alpha)*beta
            alpha = - (r[c1] + sum)/beta
            y[c1] = alpha
            for c8 in range ((c1-1)+1):
                z[c8] = y[c8] + alpha*y[c1-c8-1]
            for c8 in range ((c1-1)+1):
                y[c8] = z[c8]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, r, y):
        z = self.create_array(1, [self.N], self.DATA_TYPE(0))
        y[0] = -r[0]
        beta = 1.0
        alpha = -r[0]
        for k in range(1, self.N):
            beta = (1-alpha * alpha) * beta
            summ = np.dot( r[k-1::-1], y[0:k] )
            alpha = -(r[k] + summ) / beta
            z[0:k] = y[0:k] + alpha * y[k-1::-1]
            y[0:k] = z[0:k]
            y[k] = alpha


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



N = 60
if len(sys.argv) > 1:
    N = int(sys.argv[1])
show("List", _StrategyList(N).run_benchmark())
show("ListPluto", _StrategyListPluto(N).run_benchmark())
show("NumPy", _StrategyNumPy(N).run_benchmark())
