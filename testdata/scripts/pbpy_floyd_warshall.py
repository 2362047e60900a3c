# pbpy_floyd_warshall: floyd_warshall of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/medley/floyd_warshall/floyd_warshall.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# DATA_TYPE is int (PolyBench's floyd-warshall is an int benchmark), so the
# arrays are int64. Strategies: List (a conditional expression), ListPluto,
# ListFlattened (if/else), NumPy (index-set split with np.minimum and
# path[0:k+1,k,np.newaxis]), ListFlattenedPluto.
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



class Floyd_warshall(PolyBench):
    DATA_TYPE = int

    def __init__(self, N):
        self.N = N

    def run_benchmark(self):
        path = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))

        self.initialize_array(path)
        self.kernel(path)
        return [('path', path)]


class _StrategyList(Floyd_warshall):

    def initialize_array(self, path):
        for i in range(0, self.N):
            for j in range(0, self.N):
                path[i][j] = i * j % 7 + 1
                if (i + j) % 13 == 0 or (i + j) % 7 == 0 or (i + j) % 11 == 0:
                    path[i][j] = 999

    @alpyna.jit
    def kernel(self, path):
        for k in range(0, self.N):
            for i in range(0, self.N):
                for j in range(0, self.N):
                    path[i][j] = path[i][j] if path[i][j] < path[i][k] + path[k][j] else path[i][k]+path[k][j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, path):
        if((self.N-1>= 0)):
            for c0 in range ((self.N-1)+1):
                for c1 in range ((self.N-1)+1):
                    for c2 in range ((self.N-1)+1):
                        path[c1][c2] = path[c1][c2] if path[c1][c2] < path[c1][c0] + path[c0][c2] else path[c1][c0]+path[c0][c2]


class _StrategyListFlattened(Floyd_warshall):
    FLATTENED = True

    def initialize_array(self, path):
        for i in range(0, self.N):
            for j in range(0, self.N):
                path[self.N * i + j] = i * j % 7 + 1
                if (i + j) % 13 == 0 or (i + j) % 7 == 0 or (i + j) % 11 == 0:
                    path[self.N * i + j] = 999

    @alpyna.jit
    def kernel(self, path):
        for k in range(0, self.N):
            for i in range(0, self.N):
                for j in range(0, self.N):
                    if path[self.N * i + j] < path[self.N * i + k] + path[self.N * k + j]:
                        path[self.N * i + j] = path[self.N * i + j]
                    else:
                        path[self.N * i + j] = path[self.N * i + k] + path[self.N * k + j]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, path):
        for k in range(0, self.N):
            path_add = path[0:k+1,k,np.newaxis] + path[k, 0:self.N]
            if k > 0: path[ 0:k, 0:self.N ] = np.minimum( path[0:k,0:self.N], path_add[:k] )

            path[k,0:self.N] = np.minimum( path[k,0:self.N], path_add[k] )

            path_add = path[k+1:,k,np.newaxis] + path[k, 0:self.N]
            if k < self.N-1: path[ k+1:, 0:self.N ] = np.minimum( path[k+1:,0:self.N], path_add )


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    # No difference for --pluto / vectorizer / maxfuse
    @alpyna.jit
    def kernel(self, path):
        if((self.N-1>= 0)):
            for c0 in range ((self.N-1)+1):
                for c1 in range ((self.N-1)+1):
                    for c2 in range ((self.N-1)+1):
                        path[self.N*(c1) + c2] = path[self.N*(c1) + c2] if path[self.N*(c1) + c2] < path[self.N*(c1) + c0] + path[self.N*(c0) + c2] else path[self.N*(c1) + c0]+path[self.N*(c0) + c2]


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



N = 36
if len(sys.argv) > 1:
    N = int(sys.argv[1])
show("List", _StrategyList(N).run_benchmark())
show("ListPluto", _StrategyListPluto(N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(N).run_benchmark())
show("NumPy", _StrategyNumPy(N).run_benchmark())
show("ListFlattenedPluto", _StrategyListFlattenedPluto(N).run_benchmark())
